import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ContentError, relativeToRepository } from '@/app/_content';
import { contentWorkFolder, productFacts } from './content-copies';

/*
 * When the content check itself fails on a file, as hostile content might make it, it still names
 * the file, asks for a report, and ends npm run check:content without a stack trace.
 */
const { validCopy } = await contentWorkFolder('content-check-failure-');

describe('a failure of the check itself', () => {
  it('names the file it was reading and asks to report it', async () => {
    vi.resetModules();
    vi.doMock('@/app/_content/markdown', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@/app/_content/markdown')>()),
      renderMarkdown: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    }));
    const [{ loadContent: loadWithFailingMarkdown }, { ContentError: FreshContentError }] = await Promise.all([
      import('@/app/_content/tools'),
      import('@/app/_content'),
    ]);
    const error = await loadWithFailingMarkdown(path.resolve('tests/fixtures/content/valid')).catch((error: unknown) => error);
    vi.doUnmock('@/app/_content/markdown');
    expect(error).toBeInstanceOf(FreshContentError);
    const lines = (error as ContentError).message.split('\n');
    expect(lines[0]).toBe(
      'tests/fixtures/content/valid/about/en-US.md:1:1  -  could not be checked (RangeError: Maximum call stack size exceeded)',
    );
    expect(lines.at(-1)).toBe(
      'The check itself failed on a file marked "could not be checked": please report it to the site\'s developers, with that file.',
    );
  });

  it('ends npm run check:content with exit status 1 and no stack trace, whatever the file holds', async () => {
    const root = await validCopy(async (root) => {
      await writeFile(
        productFacts(root),
        `---\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n---\n`,
      );
      await writeFile(path.join(root, 'site.yaml'), '['.repeat(30_000));
    });
    const { status, stdout, stderr } = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: root, GITHUB_ACTIONS: '' },
    });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(stderr).toContain(`${relativeToRepository(productFacts(root))}:3:8  -  an alias (*a) repeats a value written elsewhere`);
    expect(stderr).toContain(`${relativeToRepository(path.join(root, 'site.yaml'))}:1:1  -  is nested too deeply`);
  });
});
