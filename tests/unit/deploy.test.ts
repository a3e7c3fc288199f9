import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/app/_config/house-time';
import { Bucket, PublishError, type BucketSettings } from '@/scripts/lib/deploy/bucket';
import { LOCAL_CREDENTIALS, startLocalBucket, type LocalBucket } from '@/scripts/lib/deploy/local-bucket';
import { BUCKET_RECORD, carryOut, planPublish, type Progress } from '@/scripts/lib/deploy/publish';
import { relativeFiles } from '@/scripts/lib/releases/out-folder';

/*
 * `npm run deploy` against a local S3 server (s3rver), through a proxy that records every request
 * and can fail uploads part-way, as a network, a 5xx or a quota would. The releases are small
 * exports written here, each page naming its script, its search index part and its picture.
 */
const workFolder = path.resolve('test-results/deploy-test');
const outDir = path.join(workFolder, 'out');
const tsx = path.resolve('node_modules/.bin/tsx');
const NOW = new Date('2026-11-20T08:00:00Z');

type Release = { code: string; skus: string[]; texts?: Record<string, string> };
const RELEASE_A: Release = { code: 'a1', skus: ['rj-hr-001', 'rj-st-002'] };
/** New code, one product's text changed, and the other product removed. */
const RELEASE_B: Release = { code: 'b2', skus: ['rj-hr-001'], texts: { 'rj-hr-001': 'Ivory, hand-rolled, now in a gift box.' } };

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Writes a small export of `release` into out/, as the build lays one out. */
async function writeRelease({ code, skus, texts = {} }: Release) {
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
const PUBLISHED = /^(?!.*\.(br|gz)$)(?!_headers$|\.nojekyll$)(?!(\w+-\w+\/)?(404|_not-found)\/)/;

type Seen = { method: string; path: string; headers: IncomingHttpHeaders };

let local: LocalBucket;
let proxy: Server;
let proxyEndpoint: string;
let seen: Seen[] = [];
/** Uploads the proxy lets through before it answers every further one with a 503. */
let putsAllowed = Infinity;

const settings = (endpoint = proxyEndpoint): BucketSettings => ({
  bucket: local.bucket,
  prefix: '',
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: LOCAL_CREDENTIALS,
});
const reader = () => new S3Client({ ...settings(local.endpoint), region: 'us-east-1' });

async function publish({ now = NOW, keepDays = 7, progress }: { now?: Date; keepDays?: number; progress?: (done: Progress) => void } = {}) {
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
async function storedKeys(): Promise<string[]> {
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

async function storedText(key: string): Promise<string> {
  const client = reader();
  const object = await client.send(new GetObjectCommand({ Bucket: local.bucket, Key: key }));
  const text = await object.Body!.transformToString();
  client.destroy();
  return text;
}

/** Every address a stored page names, that the bucket lacks. */
async function missingFromPages(): Promise<string[]> {
  const keys = new Set(await storedKeys());
  const missing: string[] = [];
  for (const page of [...keys].filter((key) => key.endsWith('.html'))) {
    for (const [, address] of (await storedText(page)).matchAll(/(?:src|data-index)="\/([^"]+)"/g))
      if (!keys.has(address!)) missing.push(`${page} → ${address}`);
  }
  return missing;
}

const writes = () => seen.filter(({ method }) => method === 'PUT' || method === 'DELETE' || method === 'POST');
const keyOf = ({ path: address }: Seen) => decodeURIComponent(address.split('?')[0]!.replace(`/${local.bucket}/`, ''));

async function emptyBucket() {
  const client = reader();
  for (const key of await storedKeys()) await client.send(new DeleteObjectCommand({ Bucket: local.bucket, Key: key }));
  client.destroy();
}

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
  await rm(workFolder, { recursive: true, force: true });
});
beforeEach(async () => {
  await emptyBucket();
  seen = [];
  putsAllowed = Infinity;
});

describe('npm run deploy, in the library', () => {
  it('uploads the files named by their content before any page, each with its type and caching, and without the compressed copies', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    const uploaded = writes()
      .filter(({ method }) => method === 'PUT')
      .map(keyOf);
    const firstPage = uploaded.findIndex(
      (key) => !/^(_next\/static|pagefind\/(fragment|pagefind\.)|product-images)\//.test(key) && !key.startsWith('pagefind/pagefind.en-us'),
    );
    const lastNamed = uploaded.findLastIndex((key) => /^(_next\/static|product-images|pagefind\/fragment)\//.test(key));
    expect(lastNamed).toBeLessThan(firstPage);
    expect(await storedKeys()).not.toContainEqual(expect.stringMatching(/\.(br|gz)$|^_headers$|^\.nojekyll$|(^|\/)(404|_not-found)\//));
    expect(await storedKeys()).toContain('404.html');
    const client = reader();
    const headersOf = async (key: string) => {
      const { ContentType, CacheControl } = await client.send(new HeadObjectCommand({ Bucket: local.bucket, Key: key }));
      return [ContentType, CacheControl];
    };
    const immutable = 'public, max-age=31536000, immutable';
    const revalidated = 'no-cache, no-transform';
    expect(await headersOf('en-US/product/rj-hr-001/index.html')).toEqual(['text/html; charset=utf-8', revalidated]);
    expect(await headersOf('en-US/product/rj-hr-001/index.txt')).toEqual(['text/plain; charset=utf-8', revalidated]);
    expect(await headersOf(`_next/static/chunks/zoom-${hash('a1')}.js`)).toEqual(['text/javascript; charset=utf-8', immutable]);
    expect(await headersOf(`_next/static/css/site-${hash('a1')}.css`)).toEqual(['text/css; charset=utf-8', immutable]);
    expect(await headersOf(`product-images/rj-hr-001-${hash('rj-hr-001')}-800.avif`)).toEqual(['image/avif', immutable]);
    expect(await headersOf(`pagefind/fragment/en-us_${hash('The rj-hr-001 scarf.')}.pf_fragment`)).toEqual([
      'application/octet-stream',
      immutable,
    ]);
    expect(await headersOf('pagefind/pagefind.js')).toEqual(['text/javascript; charset=utf-8', revalidated]);
    expect(await headersOf('sitemap.xml')).toEqual(['application/xml; charset=utf-8', revalidated]);
    expect(await headersOf('icon.svg')).toEqual(['image/svg+xml', immutable]);
    client.destroy();
  });

  it('sends plain uploads with Content-MD5, never aws-chunked bodies or the newer checksums some services refuse', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    const puts = writes().filter(({ method }) => method === 'PUT');
    expect(puts.length).toBeGreaterThan(10);
    for (const { headers } of puts) {
      expect(headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(headers['content-encoding'] ?? '').not.toContain('aws-chunked');
      expect(headers['x-amz-content-sha256'] ?? '').not.toMatch(/STREAMING/);
      expect(Object.keys(headers).filter((name) => name.startsWith('x-amz-checksum-') || name === 'x-amz-sdk-checksum-algorithm')).toEqual(
        [],
      );
    }
  });

  it('tells its progress after each upload, in files and bytes', async () => {
    await writeRelease(RELEASE_A);
    const told: Progress[] = [];
    const { plan, sent } = await publish({ progress: (done) => told.push(done) });
    const files = plan.named.length + plan.others.length;
    expect(told.map(({ files: done }) => done)).toEqual(Array.from({ length: files }, (_, index) => index + 1));
    expect(told.at(-1)).toEqual({ files, totalFiles: files, bytes: told.at(-1)!.totalBytes, totalBytes: expect.any(Number) });
    // The record is sent after the files, and is no file of the site.
    expect(sent.bytes).toBeGreaterThan(told.at(-1)!.totalBytes);
  });

  it('sends nothing that writes when nothing changed', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    seen = [];
    const { plan } = await publish();
    expect(writes()).toEqual([]);
    expect([plan.named, plan.others, plan.deleted, plan.removed]).toEqual([[], [], [], []]);
  });

  it("uploads only what a release changed, deletes a removed product's pages at once, and keeps the earlier release's files for pages still open", async () => {
    await writeRelease(RELEASE_A);
    await publish();
    const before = new Set(await storedKeys());
    await writeRelease(RELEASE_B);
    seen = [];
    const { plan } = await publish({ now: new Date(NOW.getTime() + 60_000) });
    const uploaded = writes()
      .filter(({ method }) => method === 'PUT')
      .map(keyOf);
    // Unchanged: the kept product's picture, the icon. Changed: its page, its payload, the code, the index.
    expect(uploaded).not.toContain(`product-images/rj-hr-001-${hash('rj-hr-001')}-800.avif`);
    expect(uploaded).not.toContain('icon.svg');
    expect(uploaded).toEqual(
      expect.arrayContaining(['en-US/product/rj-hr-001/index.html', `_next/static/chunks/zoom-${hash('b2')}.js`, BUCKET_RECORD]),
    );
    const after = new Set(await storedKeys());
    // The removed product's pages are gone; its picture and the old code stay for pages still open.
    expect(after.has('en-US/product/rj-st-002/index.html')).toBe(false);
    expect(after.has('en-US/product/rj-st-002/index.txt')).toBe(false);
    for (const kept of [
      `_next/static/chunks/zoom-${hash('a1')}.js`,
      `product-images/rj-st-002-${hash('rj-st-002')}-800.avif`,
      `pagefind/fragment/en-us_${hash('The rj-hr-001 scarf.')}.pf_fragment`,
    ])
      expect([before.has(kept), after.has(kept), plan.kept.includes(kept)], kept).toEqual([true, true, true]);
    expect(JSON.parse(await storedText(BUCKET_RECORD)).retired[`_next/static/chunks/zoom-${hash('a1')}.js`]).toBe(
      '2026-11-20T08:01:00.000Z',
    );
    expect(await missingFromPages()).toEqual([]);
  });

  it('removes the files of earlier releases once PUBLISH_KEEP_DAYS have passed since the release that left them out, and at once with 0', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    await writeRelease(RELEASE_B);
    await publish();
    const oldScript = `_next/static/chunks/zoom-${hash('a1')}.js`;
    // Six days on, a publish with nothing new keeps them, and writes nothing.
    seen = [];
    await publish({ now: new Date(NOW.getTime() + 6 * DAY_MS) });
    expect(writes()).toEqual([]);
    expect(await storedKeys()).toContain(oldScript);
    // Seven days on, they go, and the record with them.
    const { plan } = await publish({ now: new Date(NOW.getTime() + 7 * DAY_MS) });
    expect(plan.removed).toContain(oldScript);
    expect(await storedKeys()).not.toContain(oldScript);
    expect(JSON.parse(await storedText(BUCKET_RECORD)).retired).toEqual({});
    expect(await storedKeys()).toEqual([...(await relativeFiles(outDir)).filter((file) => PUBLISHED.test(file)), BUCKET_RECORD].sort());
    // With 0 days, a release leaves nothing of the one before.
    await writeRelease(RELEASE_A);
    await publish({ keepDays: 0 });
    expect(await storedKeys()).not.toContain(`_next/static/chunks/zoom-${hash('b2')}.js`);
  });

  it('stops with one line when uploads fail part-way, leaves every published page whole, and completes on the next run', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    await writeRelease(RELEASE_B);
    for (const allowed of [0, 2, 6]) {
      putsAllowed = allowed;
      const failure = await publish().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PublishError);
      expect((failure as Error).message).toMatch(/^Uploading \S+ failed: .*SlowDown.*HTTP 503/);
      expect((failure as Error).message).not.toContain('\n');
      expect(await missingFromPages(), `after ${allowed} uploads`).toEqual([]);
    }
    putsAllowed = Infinity;
    await publish();
    expect(await storedText('en-US/product/rj-hr-001/index.html')).toContain('gift box');
    expect(await missingFromPages()).toEqual([]);
    seen = [];
    await publish();
    expect(writes()).toEqual([]);
  });
});

describe('npm run deploy, as an operator runs it', () => {
  function run(env: Record<string, string | undefined>, args: string[] = []) {
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(tsx, ['scripts/deploy.ts', ...args], {
        env: {
          ...process.env,
          OUT_DIR: outDir,
          PUBLISH_TO: `s3://${local.bucket}/`,
          S3_ENDPOINT: proxyEndpoint,
          S3_FORCE_PATH_STYLE: 'true',
          AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
          BUILD_TIME: '2026-11-20T16:00:00+08:00',
          ...env,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  it('--dry-run lists what it would upload, delete and remove, and sends nothing that writes', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    await writeRelease(RELEASE_B);
    seen = [];
    const { status, stdout } = await run({ BUILD_TIME: '2026-12-01T16:00:00+08:00', PUBLISH_KEEP_DAYS: '0' }, ['--dry-run']);
    expect(status).toBe(0);
    expect(writes()).toEqual([]);
    expect(stdout).toMatch(new RegExp(`^upload \\(first pass\\) +_next/static/chunks/zoom-${hash('b2')}\\.js`, 'm'));
    expect(stdout).toMatch(/^upload \(second pass\) +en-US\/product\/rj-hr-001\/index\.html/m);
    expect(stdout).toMatch(/^delete +en-US\/product\/rj-st-002\/index\.html$/m);
    expect(stdout).toMatch(new RegExp(`^remove +_next/static/chunks/zoom-${hash('a1')}\\.js$`, 'm'));
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^Dry run, nothing sent to s3:\/\/rongjin-silk-site\/: it would upload \d+ files \(0\.0 MB\), delete 2 pages and files no longer built, remove \d+ files of earlier releases past 0 days, and keep 0 files of earlier releases\.$/,
    );
  });

  it('ends with one summary line', async () => {
    await writeRelease(RELEASE_A);
    const { status, stdout, stderr } = await run({});
    expect([status, stderr]).toEqual([0, '']);
    expect(stdout.trim()).toMatch(
      /^Published test-results\/deploy-test\/out\/ to s3:\/\/rongjin-silk-site\/ in [\d.]+ s \(\d+ requests\): uploaded 17 files \(0\.0 MB\), deleted 0 pages and files no longer built, removed 0 files of earlier releases past 7 days, and kept 0 files of earlier releases\.$/,
    );
  });

  for (const [what, env, expected] of [
    ['a missing bucket', { PUBLISH_TO: undefined }, /^PUBLISH_TO is not set: write the bucket to publish to, like PUBLISH_TO=s3:\/\//],
    ['a malformed bucket', { PUBLISH_TO: 'oss://Rongjin' }, /^PUBLISH_TO "oss:\/\/Rongjin" is not a bucket: write it like s3:\/\//],
    ['missing credentials', { AWS_SECRET_ACCESS_KEY: '' }, /^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not both set/],
    [
      'wrong credentials',
      { AWS_ACCESS_KEY_ID: 'LTAI5tWrongKey' },
      /refused the credentials while listing the bucket \(InvalidAccessKeyId, HTTP 403\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    ],
    [
      'an unknown bucket',
      { PUBLISH_TO: 's3://rongjin-silk-staging' },
      /^The bucket "rongjin-silk-staging" does not exist at http:\/\/127\.0\.0\.1:\d+ \(NoSuchBucket, HTTP 404\): check PUBLISH_TO, S3_ENDPOINT and S3_REGION\./,
    ],
    [
      'a server that cannot be reached',
      { S3_ENDPOINT: 'http://127.0.0.1:9' },
      /^Listing the bucket failed: http:\/\/127\.0\.0\.1:9 could not be reached \(ECONNREFUSED\): check S3_ENDPOINT and the network\./,
    ],
    ['a malformed number of days', { PUBLISH_KEEP_DAYS: 'a week' }, /^PUBLISH_KEEP_DAYS "a week" is not a number of days/],
  ] as const) {
    it(`stops at ${what} with one line naming what to fix, exit status 1 and no stack trace`, async () => {
      await writeRelease(RELEASE_A);
      seen = [];
      const { status, stdout, stderr } = await run(env);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim()).toMatch(expected);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(writes()).toEqual([]);
    });
  }
});

describe('the requests each provider is sent', () => {
  /** The request the SDK would send for a first upload, read without a network. */
  async function firstUpload(endpoint: string, region: string) {
    const requests: { hostname: string; path: string; headers: Record<string, string> }[] = [];
    const bucket = new Bucket(
      {
        bucket: 'rongjin-silk-site',
        prefix: 'www/',
        endpoint,
        region,
        forcePathStyle: false,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      {
        requestHandler: {
          handle: async (request: { hostname: string; path: string; headers: Record<string, string> }) => {
            requests.push(request);
            return { response: { statusCode: 200, headers: { etag: '"0"' }, body: undefined } };
          },
        } as never,
      },
    );
    await bucket.put('en-US/index.html', Buffer.from('<!doctype html>'), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache, no-transform',
    });
    bucket.destroy();
    return requests[0]!;
  }

  for (const [provider, endpoint, region, host] of [
    ['Aliyun OSS', 'https://oss-cn-hangzhou.aliyuncs.com', 'oss-cn-hangzhou', 'rongjin-silk-site.oss-cn-hangzhou.aliyuncs.com'],
    ['Tencent COS', 'https://cos.ap-shanghai.myqcloud.com', 'ap-shanghai', 'rongjin-silk-site.cos.ap-shanghai.myqcloud.com'],
  ] as const)
    it(`${provider} gets the bucket in the host name, as it wants, and a plain upload with Content-MD5`, async () => {
      const request = await firstUpload(endpoint, region);
      expect(request.hostname).toBe(host);
      expect(request.path).toBe('/www/en-US/index.html');
      expect(request.headers['content-md5']).toBe(createHash('md5').update('<!doctype html>').digest('base64'));
      expect(request.headers['cache-control']).toBe('no-cache, no-transform');
      expect(Object.keys(request.headers).filter((name) => /checksum|decoded-content-length/.test(name))).toEqual([]);
      expect(request.headers['authorization']).toContain(`/${region}/s3/aws4_request`);
    });
});
