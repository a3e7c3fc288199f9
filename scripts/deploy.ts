/*
 * `npm run deploy [-- --dry-run]`: publishes out/ to the bucket PUBLISH_TO names, through the S3
 * API (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE; the credentials in AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN), in two passes, keeping earlier releases' files
 * for PUBLISH_KEEP_DAYS (scripts/lib/deploy/publish.ts). `--dry-run` lists what would be uploaded,
 * deleted and removed, and sends nothing that writes. Any failure is one line and exit status 1.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv, type EnvVariable } from '@/app/_config/env';
import { Bucket, PublishError, type BucketSettings } from './lib/deploy/bucket';
import { carryOut, planPublish, type Progress } from './lib/deploy/publish';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = values['dry-run'];

function stop(message: string): never {
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.error(message);
  process.exit(1);
}

/** A variable, or the end of the run with its message. */
function read<Name extends EnvVariable>(name: Name) {
  try {
    return readEnv(name);
  } catch (error) {
    return stop((error as Error).message);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const count = (number: number, things: string) =>
  `${number.toLocaleString('en-US')} ${number === 1 ? things.replace(/^(\w+)s\b/, '$1') : things}`;

const outDir = read('OUT_DIR');
const shownOutDir = `${path.relative('.', outDir)}/`;
if (!existsSync(path.join(outDir, 'index.html'))) stop(`No site in ${shownOutDir}: run \`npm run build\` first.`);
const target = read('PUBLISH_TO');
if (!target)
  stop('PUBLISH_TO is not set: write the bucket to publish to, like PUBLISH_TO=s3://rongjin-silk-site or s3://rongjin-silk-site/www.');
const accessKeyId = read('AWS_ACCESS_KEY_ID');
const secretAccessKey = read('AWS_SECRET_ACCESS_KEY');
if (!accessKeyId || !secretAccessKey)
  stop('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not both set: give the access key of an account that may write to the bucket.');
const settings: BucketSettings = {
  ...target,
  endpoint: read('S3_ENDPOINT'),
  region: read('S3_REGION'),
  forcePathStyle: read('S3_FORCE_PATH_STYLE'),
  credentials: { accessKeyId, secretAccessKey, sessionToken: read('AWS_SESSION_TOKEN') },
};
const keepDays = read('PUBLISH_KEEP_DAYS');
const now = read('BUILD_TIME') ?? new Date();

const bucket = new Bucket(settings);
const started = performance.now();
try {
  const plan = await planPublish(outDir, bucket, { now, keepDays });
  const uploads = [...plan.named, ...plan.others];
  const uploadBytes = uploads.reduce((sum, { size }) => sum + size, 0);
  /** What the plan does, told with the verbs given: upload, delete, remove and keep, or their past. */
  const told = ([upload, remove, expire, keep]: readonly [string, string, string, string]) =>
    `${upload} ${count(uploads.length, 'files')} (${megabytes(uploadBytes)}), ${remove} ${count(plan.deleted.length, 'pages and files no longer built')}, ${expire} ${count(plan.removed.length, 'files of earlier releases')} past ${keepDays} days, and ${keep} ${count(plan.kept.length, 'files of earlier releases')}`;
  if (dryRun) {
    for (const { file, size } of plan.named) console.log(`upload (first pass)   ${file}  ${megabytes(size)}`);
    for (const { file, size } of plan.others) console.log(`upload (second pass)  ${file}  ${megabytes(size)}`);
    for (const file of plan.deleted) console.log(`delete                ${file}`);
    for (const file of plan.removed) console.log(`remove                ${file}`);
    console.log(`Dry run, nothing sent to ${bucket.name}: it would ${told(['upload', 'delete', 'remove', 'keep'])}.`);
  } else {
    const progress = process.stdout.isTTY
      ? ({ files, totalFiles, bytes, totalBytes }: Progress) =>
          process.stdout.write(`\rUploading ${files} of ${totalFiles} files, ${megabytes(bytes)} of ${megabytes(totalBytes)}…`)
      : undefined;
    await carryOut(outDir, bucket, plan, { progress });
    if (progress && uploads.length > 0) process.stdout.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Published ${shownOutDir} to ${bucket.name} in ${seconds} s (${bucket.sent.requests} requests): ${told(['uploaded', 'deleted', 'removed', 'kept'])}.`,
    );
  }
} catch (error) {
  if (error instanceof PublishError)
    stop(`${error.message} Every published page is still whole: run npm run deploy again once it is fixed.`);
  stop(`Publishing stopped: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  bucket.destroy();
}
