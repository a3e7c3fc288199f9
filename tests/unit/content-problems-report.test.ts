import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ContentError, githubAnnotation } from '@/app/_content';

/*
 * How the content check's report is written out: as lines of a log, which no file name may break,
 * and by npm run check:content, which prints it and annotates the pull request on GitHub Actions.
 */

describe('content problems, one fixture per kind', () => {
  it('writes a file named with a line break, an escape or a right-to-left mark as text, which starts no line of its own in a log', () => {
    const file = 'content/products/fx-003\n::warning::All good\u001b[2K\u202e/index.en-US.md';
    const report = new ContentError([{ file, line: 1, column: 1, field: '-', message: 'is missing' }]).message;
    expect(report.split('\n')).toEqual([
      'content/products/fx-003\\u000a::warning::All good\\u001b[2K\\u202e/index.en-US.md:1:1  -  is missing',
      '1 problem in 1 file',
    ]);
  });
});

describe('npm run check:content', () => {
  const run = (contentDir: string, env: Record<string, string> = {}) =>
    spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: contentDir, GITHUB_ACTIONS: '', ...env },
    });

  it('prints every problem and a count, without a stack trace, and exits 1', () => {
    const { status, stdout, stderr } = run('tests/fixtures/content/broken');
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /^tests\/fixtures\/content\/broken\/products\/fx-001\/index\.en-US\.md:4:7 {2}type {2}"scarf" is not a product type/,
    );
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('9 problems in 3 files');
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(stdout).not.toContain('::error');
  });

  it('also annotates the pull request when run on GitHub Actions, escaping what the runner would misread', () => {
    const { status, stdout } = run('tests/fixtures/content/broken', { GITHUB_ACTIONS: 'true' });
    expect(status).toBe(1);
    const annotations = stdout.split('\n').filter((line) => line.startsWith('::error '));
    expect(annotations).toHaveLength(9);
    expect(annotations[0]).toBe(
      '::error file=tests/fixtures/content/broken/products/fx-001/index.en-US.md,line=4,col=7::type: "scarf" is not a product type: use one of stole, pocket-square',
    );
    expect(githubAnnotation({ file: 'content/a,b:c.yaml', line: 3, column: 1, field: '-', message: '100% wrong\nhere' })).toBe(
      '::error file=content/a%2Cb%3Ac.yaml,line=3,col=1::100%25 wrong%0Ahere',
    );
    // An escape sequence in a folder's name would colour or rewrite the log's line.
    expect(githubAnnotation({ file: 'content/products/\u001b[2Kok/x.md', line: 1, column: 1, field: '-', message: 'is \u202eodd' })).toBe(
      '::error file=content/products/\\u001b[2Kok/x.md,line=1,col=1::is \\u202eodd',
    );
  });

  it('exits 0 and says so when the content is valid', () => {
    const { status, stdout } = run('tests/fixtures/content/valid');
    expect(status).toBe(0);
    expect(stdout).toContain('Content is valid: 2 products');
  });
});
