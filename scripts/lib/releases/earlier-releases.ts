import * as z from 'zod';
import { DAY_MS } from '@/app/_config/house-time';
import { isContentNamed } from './content-named';

/*
 * The grace period of earlier releases' files. A page opened before a release keeps asking for
 * the files its release named (./content-named.ts): each such file that the new release no longer
 * has stays published for PUBLISH_KEEP_DAYS from the release that left it out, then goes. What
 * is remembered is when each kept file left the releases, so that a release that changes nothing
 * changes nothing here either. out/ keeps its record beside it (out.releases.json, ./out-folder.ts),
 * a bucket in an object of its own (scripts/lib/deploy/).
 */

export const releaseRecordSchema = z.object({
  version: z.literal(1),
  /** Each file kept from an earlier release, by its path in the export, and when it left the releases (ISO). */
  retired: z.record(z.string(), z.iso.datetime()),
});
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

export const emptyRecord = (): ReleaseRecord => ({ version: 1, retired: {} });

/**
 * What becomes of the files published before a release: `published` are the files there now (of
 * the last release and those kept from earlier ones), `current` those of the new release. A file
 * named by its content that the new release lacks is kept while it left the releases less than
 * `keepDays` before `now`, and removed after; any other file the new release lacks (a removed
 * product's page) is replaced by nothing at once.
 */
export function sortEarlierFiles(
  published: Iterable<string>,
  current: ReadonlySet<string>,
  { record, now, keepDays }: { record: ReleaseRecord; now: Date; keepDays: number },
): { record: ReleaseRecord; kept: string[]; expired: string[]; dropped: string[] } {
  const retired: Record<string, string> = {};
  const kept: string[] = [];
  const expired: string[] = [];
  const dropped: string[] = [];
  for (const file of [...published].sort()) {
    if (current.has(file)) continue;
    if (!isContentNamed(file)) {
      dropped.push(file);
      continue;
    }
    const left = record.retired[file] ?? now.toISOString();
    if (now.getTime() - Date.parse(left) < keepDays * DAY_MS) {
      retired[file] = left;
      kept.push(file);
    } else expired.push(file);
  }
  return { record: { version: 1, retired }, kept, expired, dropped };
}

/** The record in `text`, read from `where`; one of another kind is an error that names it and the fix. */
export function parseRecord(text: string, where: string): ReleaseRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = releaseRecordSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `${where} is not a record of earlier releases: delete it (the files of earlier releases then stay for PUBLISH_KEEP_DAYS from now)`,
    );
  return result.data;
}

export const recordText = (record: ReleaseRecord) => `${JSON.stringify(record, null, 1)}\n`;
