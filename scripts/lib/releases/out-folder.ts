import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import { emptyRecord, parseRecord, recordText, sortEarlierFiles, type ReleaseRecord } from './earlier-releases';

/*
 * The grace period in an output folder served as it is (nginx, `npm start`, and GitHub Pages,
 * whose workflow carries the folder's files named by their content from one run to the next): a
 * new build takes into its staging folder the files of the folder it replaces that a page of an
 * earlier release may still ask for, and the record of when each left (out.releases.json beside
 * out/, not published).
 */

export const releaseRecordFile = (outDir: string) => `${outDir}.releases.json`;

/** The compressed copies the build writes beside a file (scripts/lib/build/precompress.ts), which follow it. */
const COPIES = ['.br', '.gz'];
const isCopy = (file: string) => COPIES.some((ending) => file.endsWith(ending));

/** Every file under `folder`, by its path relative to it with forward slashes. */
export async function relativeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The record beside `outDir`, or an empty one where there is none. */
export async function readReleaseRecord(outDir: string): Promise<ReleaseRecord> {
  const file = releaseRecordFile(outDir);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? emptyRecord() : parseRecord(text, path.relative('.', file));
}

/**
 * Links (or copies, across file systems) into `stagingDir` the files of `outDir` that the new
 * release lacks and that are still within their grace period, with their compressed copies.
 * Returns the new record, to write beside the output folder once the staging folder replaced it
 * (`writeReleaseRecord`), and the number of files kept.
 */
export async function keepEarlierFiles(
  outDir: string,
  stagingDir: string,
  { now, keepDays }: { now: Date; keepDays: number },
): Promise<{ record: ReleaseRecord; kept: number }> {
  const [published, current, record] = await Promise.all([relativeFiles(outDir), relativeFiles(stagingDir), readReleaseRecord(outDir)]);
  const sorted = sortEarlierFiles(
    published.filter((file) => !isCopy(file)),
    new Set(current),
    { record, now, keepDays },
  );
  const publishedSet = new Set(published);
  const toCarry = sorted.kept.flatMap((file) => [file, ...COPIES.map((ending) => file + ending).filter((copy) => publishedSet.has(copy))]);
  await pMap(
    toCarry,
    async (file) => {
      const target = path.join(stagingDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await link(path.join(outDir, file), target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        return copyFile(path.join(outDir, file), target);
      });
    },
    { concurrency: 16 },
  );
  return { record: sorted.record, kept: sorted.kept.length };
}

/** Writes the record beside `outDir`; with nothing kept, there is no record. */
export async function writeReleaseRecord(outDir: string, record: ReleaseRecord): Promise<void> {
  const file = releaseRecordFile(outDir);
  if (Object.keys(record.retired).length === 0) await rm(file, { force: true });
  else await writeFile(file, recordText(record));
}
