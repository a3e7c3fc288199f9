import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentReport } from './content-report';

/*
 * Content as an editor broke it, for the tests of the content check's reports. Each folder under
 * tests/fixtures/content-problems/ holds only the files an editor broke; it is laid over the valid
 * fixture, and the report is pinned as an editor reads it for content/.
 */

/** The moment the checks count as now: the dates of the fixtures are in the past, and stay there. */
const NOW = new Date('2026-03-18T09:00:00+08:00');

/**
 * The report on the valid fixture with the folder `kind` of tests/fixtures/content-problems/ laid
 * over it, then changed by `prepare(root)` where given. Each call works in a temporary folder of
 * its own, removed once the report is read, so that test files running side by side never meet.
 */
export async function problemsWhenBroken(kind: string, prepare?: (root: string) => Promise<void>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `content-problems-${kind}-`));
  try {
    const root = path.join(folder, kind);
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    await cp(path.join('tests/fixtures/content-problems', kind), root, { recursive: true });
    await prepare?.(root);
    return await contentReport(root, { now: NOW, folderAs: 'content' });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
