import { readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { readEnv } from '@/app/_config/env';
import { productTextFile } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';
import { Bucket, type BucketSettings } from '../lib/deploy/bucket';
import { LOCAL_CREDENTIALS, startLocalBucket } from '../lib/deploy/local-bucket';
import { carryOut, planPublish } from '../lib/deploy/publish';
import { writeSyntheticCatalogue } from './catalogue';
import { buildSite, type Run } from './measure';

/** One publish of an export, as `npm run deploy` does it: the plan, then both passes, the deletions and the record. */
export type PublishRun = {
  seconds: number;
  /** Of which the plan: the bucket listed, and every file of the release read for its MD5. */
  planSeconds: number;
  /** Every request sent: listings, the record's reading, uploads and deletions. */
  requests: number;
  /** The bodies uploaded. */
  bytes: number;
  /** The site's files uploaded; the bucket's record of earlier releases is `recordWritten`. */
  uploaded: string[];
  recordWritten: boolean;
  /** Pages and files no longer built, and earlier releases' files past their grace period. */
  deleted: number;
  /** Uploads and deletions actually sent, the record's included. */
  writes: number;
  /** The load average over the minute before: other work on the machine, which the times include. */
  load: number;
};

export type PublishFigures = {
  products: number;
  /** The product whose English description was edited before the last publish. */
  editedSku: string;
  build: Run;
  rebuild: Run;
  first: PublishRun;
  unchanged: PublishRun;
  afterEdit: PublishRun;
};

/**
 * The library's counter adds reads and writes together; this one counts the writes apart, so that
 * "nothing changed, nothing written" is checked on what was sent, not only on the plan.
 */
class CountingBucket extends Bucket {
  writes = 0;

  override async put(...args: Parameters<Bucket['put']>) {
    this.writes++;
    return super.put(...args);
  }

  override async delete(file: string) {
    this.writes++;
    return super.delete(file);
  }
}

async function publish(outDir: string, settings: BucketSettings): Promise<PublishRun> {
  const bucket = new CountingBucket(settings);
  const load = loadavg()[0]!;
  const started = performance.now();
  try {
    const plan = await planPublish(outDir, bucket, { now: new Date(), keepDays: readEnv('PUBLISH_KEEP_DAYS') });
    const planned = performance.now();
    await carryOut(outDir, bucket, plan);
    return {
      seconds: (performance.now() - started) / 1000,
      planSeconds: (planned - started) / 1000,
      ...bucket.sent,
      uploaded: [...plan.named, ...plan.others].map(({ file }) => file),
      recordWritten: plan.recordChanged,
      deleted: plan.deleted.length + plan.removed.length,
      writes: bucket.writes,
      load,
    };
  } finally {
    bucket.destroy();
  }
}

/** A sentence added to the English description of `sku`, as an editor's small change. */
async function editDescription(contentDir: string, sku: string) {
  const text = path.join(contentDir, 'products', sku, productTextFile(routing.defaultLocale));
  await writeFile(text, `${(await readFile(text, 'utf8')).trimEnd()} Now also sold in a gift box.\n`);
}

/**
 * In `workDir`, a synthetic catalogue of `products` built (with whatever caches earlier builds
 * left), then published three times to a local S3 server (s3rver) through the deploy library: to
 * the empty bucket, again with nothing changed, and after one product's English description was
 * edited and the site built again. Throws when the publish with nothing changed wrote anything.
 */
export async function measurePublishing(workDir: string, products: number, log: (step: string) => void): Promise<PublishFigures> {
  const contentDir = path.join(workDir, 'content');
  const outDir = path.join(workDir, 'out');
  // The build keeps earlier releases' files beside its output: a run starts without them.
  await rm(workDir, { recursive: true, force: true });
  const catalogue = await writeSyntheticCatalogue(contentDir, products);
  // One from the middle: not among the home page's selected pieces, which are the first copies.
  const editedSku = catalogue[Math.floor(catalogue.length / 2)]!.sku;
  const build = () => buildSite(contentDir, outDir);

  log('building');
  const firstBuild = await build();
  const local = await startLocalBucket();
  try {
    const settings: BucketSettings = {
      bucket: local.bucket,
      prefix: '',
      endpoint: local.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: LOCAL_CREDENTIALS,
    };
    log('publishing to the empty bucket');
    const first = await publish(outDir, settings);
    log('publishing again, nothing changed');
    const unchanged = await publish(outDir, settings);
    if (unchanged.writes > 0 || unchanged.bytes > 0 || unchanged.uploaded.length > 0 || unchanged.deleted > 0 || unchanged.recordWritten)
      throw new Error(
        `A publish with nothing changed wrote ${unchanged.writes} objects (${unchanged.bytes} bytes): ${unchanged.uploaded.slice(0, 10).join(', ')}${unchanged.recordWritten ? ', the record' : ''}`,
      );
    log(`editing the English description of ${editedSku}, building again`);
    await editDescription(contentDir, editedSku);
    const rebuild = await build();
    log('publishing the edit');
    const afterEdit = await publish(outDir, settings);
    return { products, editedSku, build: firstBuild, rebuild, first, unchanged, afterEdit };
  } finally {
    await local.close();
  }
}
