import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/app/_config/house-time';
import { PublishError } from '@/scripts/lib/deploy/bucket';
import { BUCKET_RECORD, type Progress } from '@/scripts/lib/deploy/publish';
import { relativeFiles } from '@/scripts/lib/releases/out-folder';
import {
  allowUploads,
  forgetRequests,
  hash,
  keyOf,
  local,
  missingFromPages,
  NOW,
  outDir,
  publish,
  PUBLISHED,
  reader,
  RELEASE_A,
  RELEASE_B,
  setUpLocalBucket,
  storedKeys,
  storedText,
  writeRelease,
  writes,
} from './deploy-bucket';

/*
 * `npm run deploy`'s publishing, called in the library against the local bucket of
 * ./deploy-bucket.ts: what it uploads, in what order and with which headers, what it deletes and
 * keeps of earlier releases, and how it stops and completes when uploads fail part-way.
 */
setUpLocalBucket('test-results/deploy-publish-test');

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
    forgetRequests();
    const { plan } = await publish();
    expect(writes()).toEqual([]);
    expect([plan.named, plan.others, plan.deleted, plan.removed]).toEqual([[], [], [], []]);
  });

  it("uploads only what a release changed, deletes a removed product's pages at once, and keeps the earlier release's files for pages still open", async () => {
    await writeRelease(RELEASE_A);
    await publish();
    const before = new Set(await storedKeys());
    await writeRelease(RELEASE_B);
    forgetRequests();
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
    forgetRequests();
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
      allowUploads(allowed);
      const failure = await publish().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PublishError);
      expect((failure as Error).message).toMatch(/^Uploading \S+ failed: .*SlowDown.*HTTP 503/);
      expect((failure as Error).message).not.toContain('\n');
      expect(await missingFromPages(), `after ${allowed} uploads`).toEqual([]);
    }
    allowUploads(Infinity);
    await publish();
    expect(await storedText('en-US/product/rj-hr-001/index.html')).toContain('gift box');
    expect(await missingFromPages()).toEqual([]);
    forgetRequests();
    await publish();
    expect(writes()).toEqual([]);
  });
});
