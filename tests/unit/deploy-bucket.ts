import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Bucket, type BucketSettings } from '@/scripts/lib/deploy/bucket';
import { LOCAL_CREDENTIALS, startLocalBucket, type LocalBucket } from '@/scripts/lib/deploy/local-bucket';
import { carryOut, planPublish, type Progress } from '@/scripts/lib/deploy/publish';

/*
 * A bucket to run `npm run deploy` against, for its tests: a local S3 server (s3rver), through a
 * proxy that records every request and can fail uploads part-way, as a network, a 5xx or a quota
 * would. The releases are small exports written into the test file's work folder, each page naming
 * its script, its search index part and its picture. A test file calls setUpLocalBucket once, with
 * a work folder of its own: the server and the proxy take free ports, so files run side by side.
 */

export const NOW = new Date('2026-11-20T08:00:00Z');

type Release = { code: string; skus: string[]; texts?: Record<string, string> };
export const RELEASE_A: Release = { code: 'a1', skus: ['rj-hr-001', 'rj-st-002'] };
/** New code, one product's text changed, and the other product removed. */
export const RELEASE_B: Release = { code: 'b2', skus: ['rj-hr-001'], texts: { 'rj-hr-001': 'Ivory, hand-rolled, now in a gift box.' } };

export const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The export the releases are written to, in the work folder given to setUpLocalBucket. */
export let outDir: string;

/** Writes a small export of `release` into out/, as the build lays one out. */
export async function writeRelease({ code, skus, texts = {} }: Release) {
  await rm(outDir, { recursive: true, force: true });
  const files: Record<string, string> = {};
  const script = `_next/static/chunks/zoom-${hash(code)}.js`;
  files[script] = `/* zoom ${code} */`;
  files[`${script}.br`] = 'br';
  files[`${script}.gz`] = 'gz';
  files[`_next/static/css/site-${hash(code)}.css`] = `body{}/* ${code} */`;
  const index = skus.map((sku) => texts[sku] ?? `The ${sku} scarf.`).join('\n');
  const meta = `pagefind/pagefind.en-us_${hash(index)}.pf_meta`;
  files[meta] = index;
  files['pagefind/pagefind.js'] = `/* names ${meta} */`;
  files['pagefind/pagefind-entry.json'] = JSON.stringify({ meta });
  for (const sku of skus) {
    const text = texts[sku] ?? `The ${sku} scarf.`;
    const fragment = `pagefind/fragment/en-us_${hash(text)}.pf_fragment`;
    const picture = `product-images/${sku}-${hash(sku)}-800.avif`;
    files[fragment] = text;
    files[picture] = `picture of ${sku}`;
    files[`en-US/product/${sku}/index.html`] =
      `<!doctype html><script src="/${script}"></script><img src="/${picture}"><a data-index="/${fragment}"></a><p>${text}</p>`;
    files[`en-US/product/${sku}/index.txt`] = `payload ${code} ${text}`;
    files[`en-US/product/${sku}/index.html.br`] = 'br';
  }
  files['index.html'] = `<!doctype html><script src="/${script}"></script>`;
  files['sitemap.xml'] = `<urlset>${skus.map((sku) => `<url><loc>/en-US/product/${sku}/</loc></url>`).join('')}</urlset>`;
  files['icon.svg'] = '<svg/>';
  files['404.html'] = '<!doctype html><title>Page Not Found</title>';
  // Next's own copies of the page not found, which a bucket would answer with 200.
  for (const copy of ['404/index.html', '_not-found/index.html', 'en-US/404/index.html', 'zh-CN/404/index.html'])
    files[copy] = files['404.html'];
  files['_headers'] = '/*\n  X-Content-Type-Options: nosniff\n';
  files['.nojekyll'] = '';
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), text);
  }
}

/** What the visitor may ask for of the release in out/: everything but the compressed copies and the other hosts' settings. */
export const PUBLISHED = /^(?!.*\.(br|gz)$)(?!_headers$|\.nojekyll$)(?!(\w+-\w+\/)?(404|_not-found)\/)/;

type Seen = { method: string; path: string; headers: IncomingHttpHeaders };

/** The local server, started before the test file's tests. */
export let local: LocalBucket;
let proxy: Server;
/** The proxy's address, the endpoint the tests publish to. */
export let proxyEndpoint: string;
let seen: Seen[] = [];
/** Uploads the proxy lets through before it answers every further one with a 503. */
let putsAllowed = Infinity;

/** Forgets the requests recorded so far, so that `writes` tells only what follows. */
export function forgetRequests() {
  seen = [];
}

/** Lets `count` further uploads through the proxy, then answers every one after them with a 503. */
export function allowUploads(count: number) {
  putsAllowed = count;
}

const settings = (endpoint = proxyEndpoint): BucketSettings => ({
  bucket: local.bucket,
  prefix: '',
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: LOCAL_CREDENTIALS,
});
export const reader = () => new S3Client({ ...settings(local.endpoint), region: 'us-east-1' });

export async function publish({
  now = NOW,
  keepDays = 7,
  progress,
}: { now?: Date; keepDays?: number; progress?: (done: Progress) => void } = {}) {
  const bucket = new Bucket(settings());
  try {
    const plan = await planPublish(outDir, bucket, { now, keepDays });
    await carryOut(outDir, bucket, plan, { progress });
    return { plan, sent: bucket.sent };
  } finally {
    bucket.destroy();
  }
}

/** Every key in the bucket, through ListObjects paged by marker. */
export async function storedKeys(): Promise<string[]> {
  const client = reader();
  const keys: string[] = [];
  let marker: string | undefined;
  do {
    const page = await client.send(new ListObjectsCommand({ Bucket: local.bucket, Marker: marker }));
    keys.push(...(page.Contents ?? []).map(({ Key }) => Key!));
    marker = page.IsTruncated ? keys.at(-1) : undefined;
  } while (marker);
  client.destroy();
  return keys.sort();
}

export async function storedText(key: string): Promise<string> {
  const client = reader();
  const object = await client.send(new GetObjectCommand({ Bucket: local.bucket, Key: key }));
  const text = await object.Body!.transformToString();
  client.destroy();
  return text;
}

/** Every address a stored page names, that the bucket lacks. */
export async function missingFromPages(): Promise<string[]> {
  const keys = new Set(await storedKeys());
  const missing: string[] = [];
  for (const page of [...keys].filter((key) => key.endsWith('.html'))) {
    for (const [, address] of (await storedText(page)).matchAll(/(?:src|data-index)="\/([^"]+)"/g))
      if (!keys.has(address!)) missing.push(`${page} → ${address}`);
  }
  return missing;
}

export const writes = () => seen.filter(({ method }) => method === 'PUT' || method === 'DELETE' || method === 'POST');
export const keyOf = ({ path: address }: Seen) => decodeURIComponent(address.split('?')[0]!.replace(`/${local.bucket}/`, ''));

async function emptyBucket() {
  const client = reader();
  for (const key of await storedKeys()) await client.send(new DeleteObjectCommand({ Bucket: local.bucket, Key: key }));
  client.destroy();
}

/**
 * Starts the local bucket and its proxy before the calling test file's tests, and stops them
 * after; before each test, empties the bucket and forgets the requests. `workFolder`, relative to
 * the repository, is the file's own: its releases are written in it, and it is removed at the end.
 */
export function setUpLocalBucket(workFolder: string) {
  const folder = path.resolve(workFolder);
  outDir = path.join(folder, 'out');
  beforeAll(async () => {
    local = await startLocalBucket();
    const target = new URL(local.endpoint);
    proxy = createServer((incoming, answer) => {
      seen.push({ method: incoming.method!, path: incoming.url!, headers: incoming.headers });
      if (incoming.method === 'PUT' && putsAllowed-- <= 0) {
        incoming.resume();
        answer.writeHead(503, { 'Content-Type': 'application/xml' });
        answer.end('<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
        return;
      }
      const forwarded = httpRequest(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (response) => {
          answer.writeHead(response.statusCode!, response.headers);
          response.pipe(answer);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await local.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await emptyBucket();
    forgetRequests();
    allowUploads(Infinity);
  });
}
