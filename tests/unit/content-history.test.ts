import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyContent } from '@/tests/fixtures/longer-content';

/*
 * The sitemap's lastmod from the content's history: a copy of the fixture catalogue committed to a
 * repository of its own, then one product edited in one language and committed a few days later.
 */
const FIRST = '2026-03-01T10:00:00+08:00';
const EDITED = '2026-03-05T16:30:00+08:00';
const NOW = '2026-03-18T09:00:00+08:00';

let workFolder: string;
const git = (cwd: string, args: string[], date = FIRST) =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 'Editor',
      GIT_AUTHOR_EMAIL: 'editor@example.com',
      GIT_COMMITTER_NAME: 'Editor',
      GIT_COMMITTER_EMAIL: 'editor@example.com',
    },
    stdio: 'pipe',
  });

/** The sitemap built from the content in `root`: each address's lastmod, by address. */
async function lastmods(root: string): Promise<Record<string, string | undefined>> {
  vi.resetModules();
  vi.stubEnv('CONTENT_DIR', root);
  vi.stubEnv('BUILD_TIME', NOW);
  const { default: sitemap } = await import('@/app/sitemap');
  const entries = await sitemap();
  return Object.fromEntries(entries.map((entry) => [new URL(entry.url).pathname, entry.lastModified as string | undefined]));
}

beforeAll(async () => {
  workFolder = await mkdtemp(path.join(tmpdir(), 'content-history-'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(workFolder, { recursive: true, force: true });
});

describe('lastmod from the history of the content', () => {
  let repository: string;
  let before: Record<string, string | undefined>;
  let after: Record<string, string | undefined>;

  beforeAll(async () => {
    repository = await copyContent(path.join(workFolder, 'repository'));
    git(repository, ['init', '--quiet']);
    git(repository, ['add', '.']);
    git(repository, ['commit', '--quiet', '-m', 'The catalogue']);
    before = await lastmods(repository);
    const file = path.join(repository, 'products/fx-002/index.zh-CN.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n又一段说明。\n`);
    git(repository, ['commit', '--quiet', '-am', 'fx-002: one more line in Chinese'], EDITED);
    after = await lastmods(repository);
  });

  it("dates every page by its content's last commit", () => {
    const committed = new Date(FIRST).toISOString();
    for (const locale of ['en-US', 'zh-CN']) {
      expect(before[`/${locale}/product/fx-002/`]).toBe(committed);
      expect(before[`/${locale}/`]).toBe(committed);
      expect(before[`/${locale}/about/`]).toBe(committed);
      expect(before[`/${locale}/contact/`]).toBe(committed);
    }
  });

  it('moves only the edited product, in both languages, and the pages that list it', () => {
    const moved = Object.keys(after).filter((address) => after[address] !== before[address]);
    // fx-002 is a stole, on the first page of the list and the new arrivals of the home page.
    expect(moved.toSorted()).toEqual(
      ['en-US', 'zh-CN']
        .flatMap((locale) => [`/${locale}/`, `/${locale}/product/`, `/${locale}/product/fx-002/`, `/${locale}/product/type/stole/`])
        .toSorted(),
    );
    for (const address of moved) expect(after[address]).toBe(new Date(EDITED).toISOString());
  });
});

describe('without the history', () => {
  it('falls back to the day each product was added, and says why, for a shallow clone and for a copy outside any repository', async () => {
    const repository = await copyContent(path.join(workFolder, 'full'));
    git(repository, ['init', '--quiet']);
    git(repository, ['add', '.']);
    git(repository, ['commit', '--quiet', '-m', 'The catalogue']);
    git(repository, ['commit', '--quiet', '--allow-empty', '-m', 'A later commit'], EDITED);
    const shallow = path.join(workFolder, 'shallow');
    git(workFolder, ['clone', '--quiet', '--depth', '1', `file://${repository}`, shallow]);
    const plain = await copyContent(path.join(workFolder, 'plain'));

    for (const [root, why] of [
      [shallow, 'shallow clone'],
      [plain, 'not in a git repository'],
    ] as const) {
      vi.resetModules();
      vi.stubEnv('CONTENT_DIR', root);
      vi.stubEnv('BUILD_TIME', NOW);
      const { getContent } = await import('@/app/_content');
      const content = await getContent();
      expect('missing' in content.changes && content.changes.missing).toContain(why);
      const dated = await lastmods(root);
      for (const product of content.products) expect(dated[`/en-US/product/${product.sku}/`]).toBe(product.added);
      expect(dated['/en-US/about/']).toBeUndefined();
    }
  });
});
