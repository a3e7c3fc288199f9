import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '@/scripts/lib/build/precompress';

const workFolder = path.resolve('test-results/precompress-test');
const site = path.join(workFolder, 'site');
const cacheFolder = path.join(workFolder, 'cache');

const text = (seed: string) => Array.from({ length: 400 }, (_, line) => `<p>${seed} line ${line % 37}</p>`).join('\n');
const files: Record<string, string | Buffer> = {
  'index.html': text('page'),
  'en-US/index.txt': text('payload'),
  '_next/static/chunks/app-1a2b3c.js': text('script'),
  'sitemap.xml': text('url'),
  // Compressed, it would be larger: no copy.
  'robots.txt': 'x',
  // Not text: never compressed.
  'product-images/p-400.avif': Buffer.from(text('picture')),
  // Gzipped by Pagefind already.
  'pagefind/index/en_1.pf_index': Buffer.from(text('index')),
};

async function writeSite() {
  await rm(site, { recursive: true, force: true });
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), bytes);
  }
}

describe('precompress', () => {
  beforeEach(writeSite);
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy beside every compressible file that they make smaller, and only there', async () => {
    await rm(cacheFolder, { recursive: true, force: true });
    const result = await precompress(site, { cacheFolder });
    expect(result).toEqual({ files: 5, cached: 0 });
    for (const file of ['index.html', 'en-US/index.txt', '_next/static/chunks/app-1a2b3c.js', 'sitemap.xml']) {
      const plain = await readFile(path.join(site, file));
      expect(brotliDecompressSync(await readFile(path.join(site, `${file}.br`))).equals(plain), file).toBe(true);
      expect(gunzipSync(await readFile(path.join(site, `${file}.gz`))).equals(plain), file).toBe(true);
    }
    for (const file of ['robots.txt', 'product-images/p-400.avif', 'pagefind/index/en_1.pf_index'])
      expect([existsSync(path.join(site, `${file}.br`)), existsSync(path.join(site, `${file}.gz`))], file).toEqual([false, false]);
  });

  it('takes the copies of unchanged files from the cache, pages included, and forgets those unused for long, once a day', async () => {
    await rm(cacheFolder, { recursive: true, force: true });
    await precompress(site, { cacheFolder });
    // Every file's copies are kept, also those not written beside a file they would not make smaller.
    const kept = await readdir(cacheFolder);
    const copies = kept.filter((name) => name !== '.pruned');
    expect(copies.map((name) => path.extname(name)).toSorted()).toEqual([...Array(5).fill('.br'), ...Array(5).fill('.gz')]);
    const stale = path.join(cacheFolder, 'stale.br');
    await writeFile(stale, 'old');
    const longAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    await utimes(stale, longAgo, longAgo);
    await writeSite();
    expect(await precompress(site, { cacheFolder })).toEqual({ files: 5, cached: 5 });
    for (const file of ['_next/static/chunks/app-1a2b3c.js', 'index.html'] as const)
      expect(brotliDecompressSync(await readFile(path.join(site, `${file}.br`))).toString(), file).toBe(files[file]);
    // The cache was looked through by the first build of the day: the unused copy waits for the next day's.
    expect((await readdir(cacheFolder)).toSorted()).toEqual([...kept, 'stale.br'].toSorted());
    await utimes(path.join(cacheFolder, '.pruned'), longAgo, longAgo);
    await precompress(site, { cacheFolder });
    expect((await readdir(cacheFolder)).toSorted()).toEqual(kept.toSorted());
  });

  it('never writes through a copy taken from the cache: a changed file compressed again leaves the cached copies as they were', async () => {
    await rm(cacheFolder, { recursive: true, force: true });
    // Twice: the second time the copies beside the files are the cache's own, by a second name.
    await precompress(site, { cacheFolder });
    await precompress(site, { cacheFolder });
    await writeFile(path.join(site, 'index.html'), text('changed page'));
    await precompress(site, { cacheFolder });
    // Each cached copy still holds what it was made from: an unchanged folder gets its first copies back.
    await writeSite();
    expect(await precompress(site, { cacheFolder })).toEqual({ files: 5, cached: 5 });
    for (const [file, bytes] of Object.entries(files).filter(([name]) => existsSync(path.join(site, `${name}.br`)))) {
      expect(brotliDecompressSync(await readFile(path.join(site, `${file}.br`))).equals(Buffer.from(bytes)), file).toBe(true);
      expect(gunzipSync(await readFile(path.join(site, `${file}.gz`))).equals(Buffer.from(bytes)), file).toBe(true);
    }
  });
});
