import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * s3rver (./local-bucket.ts) lists a bucket in the order it walks its folders,
 * not in the keys' UTF-8 order that S3, OSS and COS list in, and skips every key that sorts before
 * the marker: past 1,000 objects a listing paged by marker misses some. With the export's keys,
 * the walk visits product/ before product-images/, so a page ending in product/ left every picture
 * out of the listing, and each publish uploaded them all again. The server runs in the process of
 * the test or the benchmark that starts it: its store's listing is replaced there, for the
 * listings the deploy library asks for (no delimiter), with one in S3's order.
 */

type Metadata = Record<string, string | number>;
type StoreObject = { key: string };
type Listing = { objects: StoreObject[]; commonPrefixes: string[]; isTruncated: boolean };
type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };
type FilesystemStore = {
  prototype: {
    listObjects(this: StoreInstance, bucket: string, options: ListOptions): Promise<Listing>;
  };
  decodeKeyPath(keyPath: string): string;
};
type StoreInstance = {
  getBucketPath(bucket: string): string;
  getMetadata(bucket: string, key: string): Promise<Metadata>;
};

const require = createRequire(import.meta.url);
// s3rver's own modules, which its package does not export by name: the store the server keeps objects in.
const Store = require('s3rver/lib/stores/filesystem') as FilesystemStore;
const StoredObject = require('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: null,
  metadata: Metadata,
) => StoreObject;
/** The ending of the file holding an object's bytes, beside its .md5 and metadata files. */
const OBJECT_FILE = '._S3rver_object';

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The keys stored under `folder` (whose keys begin with `above`) that begin with `prefix` and sort
 * after `startAfter`, in UTF-8 order: a folder sorts as its name and a slash, and is not entered
 * when all its keys sort before `startAfter`, or none begins with `prefix`.
 */
function* keysInOrder(folder: string, above: string, { prefix, startAfter }: { prefix: string; startAfter: string }): Generator<string> {
  const entries = readdirSync(folder, { withFileTypes: true }).flatMap((entry): { key: string; folder?: string }[] => {
    const name = Store.decodeKeyPath(entry.name);
    if (entry.isDirectory()) return [{ key: `${above}${name}/`, folder: path.join(folder, entry.name) }];
    return name.endsWith(OBJECT_FILE) ? [{ key: `${above}${name.slice(0, -OBJECT_FILE.length)}` }] : [];
  });
  for (const { key, folder: inner } of entries.sort((a, b) => utf8Order(a.key, b.key))) {
    if (inner === undefined) {
      if (key.startsWith(prefix) && utf8Order(key, startAfter) > 0) yield key;
    } else if ((key.startsWith(prefix) || prefix.startsWith(key)) && (utf8Order(key, startAfter) > 0 || startAfter.startsWith(key))) {
      yield* keysInOrder(inner, key, { prefix, startAfter });
    }
  }
}

let ordered = false;

/** Makes the s3rver servers of this process list keys in S3's order. */
export function listInKeyOrder(): void {
  if (ordered) return;
  ordered = true;
  const walkOrder = Store.prototype.listObjects;
  Store.prototype.listObjects = async function (bucket, options) {
    if (options.delimiter) return walkOrder.call(this, bucket, options);
    const { startAfter = '', prefix = '', maxKeys = Infinity } = options;
    const page: string[] = [];
    let isTruncated = false;
    for (const key of keysInOrder(this.getBucketPath(bucket), '', { prefix, startAfter })) {
      if (page.length === maxKeys) {
        isTruncated = true;
        break;
      }
      page.push(key);
    }
    const objects = await Promise.all(page.map(async (key) => new StoredObject(bucket, key, null, await this.getMetadata(bucket, key))));
    return { objects, commonPrefixes: [], isTruncated };
  };
}
