import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import * as z from 'zod';
import { isContentNamed } from '../releases/content-named';
import { parseRecord, recordText, releaseRecordSchema, sortEarlierFiles } from '../releases/earlier-releases';
import { relativeFiles, readReleaseRecord } from '../releases/out-folder';
import type { Bucket } from './bucket';
import { HEADER_RULES, isUnpublished, objectHeaders } from './object-headers';

/*
 * `npm run deploy`: out/ into a bucket, so that at no moment does a published page name a file
 * that is not there. The first pass uploads the files named by their content (scripts, styles,
 * pictures, the search index's parts), the second the pages and every other file; only then are
 * the pages no longer built deleted, the files of earlier releases past their grace period removed
 * (../releases/earlier-releases.ts), and the bucket's record of them written. A run that fails
 * part-way leaves every published page whole, and the next run completes it. Only what changed is
 * sent: a listing gives each object's MD5 (its ETag), which is compared with the file's.
 */

/** The bucket's record of earlier releases' files, beside the site, with the header rules its objects were given. */
export const BUCKET_RECORD = '.releases.json';
const bucketRecordSchema = releaseRecordSchema.extend({ headers: z.string() });
type BucketRecord = z.infer<typeof bucketRecordSchema>;

type LocalFile = { file: string; size: number; md5: string };

export type Plan = {
  /** The first pass: files named by their content, new or changed. */
  named: LocalFile[];
  /** The second pass: pages and every other file, new or changed. */
  others: LocalFile[];
  /** Pages and other files the release no longer has. */
  deleted: string[];
  /** Files of earlier releases past their grace period. */
  removed: string[];
  /** Files of earlier releases kept for pages still open. */
  kept: string[];
  record: BucketRecord;
  /** Whether the record differs from the bucket's, and must be written. */
  recordChanged: boolean;
};

export type Progress = { files: number; totalFiles: number; bytes: number; totalBytes: number };

/** The files of the release in `outDir`: what a visitor may ask for, less what earlier builds kept there (../releases/out-folder.ts). */
async function releaseFiles(outDir: string): Promise<LocalFile[]> {
  const [files, keptByBuild] = await Promise.all([relativeFiles(outDir), readReleaseRecord(outDir)]);
  const published = files.filter((file) => !isUnpublished(file) && !(file in keptByBuild.retired)).sort();
  return pMap(
    published,
    async (file) => {
      const bytes = await readFile(path.join(outDir, file));
      return { file, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') };
    },
    { concurrency: 16 },
  );
}

/** What publishing `outDir` to `bucket` at `now` takes; it sends nothing that writes. */
export async function planPublish(outDir: string, bucket: Bucket, { now, keepDays }: { now: Date; keepDays: number }): Promise<Plan> {
  const [local, stored] = await Promise.all([releaseFiles(outDir), bucket.list()]);
  // Fail before anything is sent on a file the headers' table does not know.
  for (const { file } of local) objectHeaders(file);
  const storedFiles = stored.filter(({ file }) => file !== BUCKET_RECORD);
  const storedRecord = stored.some(({ file }) => file === BUCKET_RECORD) ? await bucket.read(BUCKET_RECORD) : undefined;
  const previous = storedRecord === undefined ? undefined : readBucketRecord(storedRecord, `${bucket.name}${BUCKET_RECORD}`);
  // Objects given other headers than today's rules give are sent again.
  const sameRules = previous?.headers === HEADER_RULES;
  const storedMd5 = new Map(storedFiles.map(({ file, md5 }) => [file, md5]));
  const changed = local.filter(({ file, md5 }) => !sameRules || storedMd5.get(file) !== md5);
  const sorted = sortEarlierFiles(
    storedFiles.map(({ file }) => file),
    new Set(local.map(({ file }) => file)),
    { record: previous ?? { version: 1, retired: {} }, now, keepDays },
  );
  const record: BucketRecord = { ...sorted.record, headers: HEADER_RULES };
  return {
    named: changed.filter(({ file }) => isContentNamed(file)),
    others: changed.filter(({ file }) => !isContentNamed(file)),
    deleted: sorted.dropped,
    removed: sorted.expired,
    kept: sorted.kept,
    record,
    recordChanged: !previous || recordText(previous) !== recordText(record),
  };
}

function readBucketRecord(text: string, where: string): BucketRecord {
  const { retired } = parseRecord(text, where);
  const headers = bucketRecordSchema.shape.headers.safeParse((JSON.parse(text) as { headers?: unknown }).headers);
  // A record without the rules (or with others) has every object uploaded again.
  return { version: 1, retired, headers: headers.success ? headers.data : '' };
}

/**
 * Does `work` on each item, a few at a time. After a failure no more is begun, and the failure is
 * thrown once the requests under way have ended: none is left to land after the step.
 */
async function inStep<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | undefined;
  await pMap(
    items,
    async (item) => {
      if (failure) return;
      await work(item).catch((error: unknown) => (failure ??= { error }));
    },
    { concurrency: 8 },
  );
  if (failure) throw failure.error;
}

/**
 * Carries out `plan`: both passes, a few uploads at a time, then the deletions and the record.
 * `progress` is told after each upload.
 */
export async function carryOut(
  outDir: string,
  bucket: Bucket,
  plan: Plan,
  { progress = () => {} }: { progress?: (done: Progress) => void } = {},
): Promise<void> {
  const uploads = [...plan.named, ...plan.others];
  const done: Progress = { files: 0, totalFiles: uploads.length, bytes: 0, totalBytes: uploads.reduce((sum, { size }) => sum + size, 0) };
  // The first pass ends before the second begins: a page is sent only once every file it names is there.
  for (const pass of [plan.named, plan.others])
    await inStep(pass, async ({ file, size }) => {
      await bucket.put(file, await readFile(path.join(outDir, file)), objectHeaders(file));
      done.files++;
      done.bytes += size;
      progress({ ...done });
    });
  await inStep([...plan.deleted, ...plan.removed], (file) => bucket.delete(file));
  if (plan.recordChanged) await bucket.put(BUCKET_RECORD, Buffer.from(recordText(plan.record)), objectHeaders(BUCKET_RECORD));
}
