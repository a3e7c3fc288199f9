import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { contentReport } from './content-report';

/*
 * Copies of the valid content fixture, for the tests that change them as a hostile pull request
 * might, and what the content check says of them.
 */

/**
 * A temporary folder of the calling test file's own, removed after its tests, and `validCopy`,
 * which makes each copy of the valid fixture in it: files running side by side never share one.
 */
export async function contentWorkFolder(prefix: string) {
  const workFolder = await mkdtemp(path.join(tmpdir(), prefix));
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  let cases = 0;
  /** A copy of the valid fixture, changed by `change(root)`. */
  async function validCopy(change: (root: string) => Promise<void>): Promise<string> {
    const root = path.join(workFolder, `content-${++cases}`);
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    await change(root);
    return root;
  }

  return { workFolder, validCopy };
}

/** The report as an editor reads it for content/. */
export const problemsOf = (root: string) => contentReport(root, { folderAs: 'content' });

/** The file of a product's facts, and its English text. */
export const productFacts = (root: string, sku = 'fx-001') => path.join(root, 'products', sku, 'index.en-US.md');
