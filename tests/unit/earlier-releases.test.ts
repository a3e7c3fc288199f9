import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/app/_config/house-time';
import { isContentNamed } from '@/scripts/lib/releases/content-named';
import { relativeFiles, keepEarlierFiles, releaseRecordFile, writeReleaseRecord } from '@/scripts/lib/releases/out-folder';

/*
 * The grace period in an output folder served as it is: a build takes into its staging folder the
 * files of the out/ it replaces that pages of earlier releases may still ask for.
 */
const workFolder = path.resolve('test-results/earlier-releases-test');
const outDir = path.join(workFolder, 'out');
const stagingDir = path.join(workFolder, 'out.staging');
const NOW = new Date('2026-11-20T08:00:00Z');

async function write(folder: string, files: Record<string, string>) {
  await rm(folder, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
}

/** Builds a release as the build would: keeps what it must of out/, swaps, and writes the record. */
async function release(files: Record<string, string>, { now = NOW, keepDays = 7 } = {}) {
  await write(stagingDir, files);
  const { record, kept } = await keepEarlierFiles(outDir, stagingDir, { now, keepDays });
  await rm(outDir, { recursive: true, force: true });
  await rename(stagingDir, outDir);
  await writeReleaseRecord(outDir, record);
  return kept;
}

const RELEASE_A = {
  'index.html': '<script src="/_next/static/chunks/598-aaaa.js">',
  'en-US/product/rj-st-002/index.html': 'stole',
  '_next/static/chunks/598-aaaa.js': 'zoom a',
  '_next/static/chunks/598-aaaa.js.br': 'zoom a, brotli',
  '_next/static/chunks/598-aaaa.js.gz': 'zoom a, gzip',
  'pagefind/pagefind.js': 'search a',
  'pagefind/pagefind.en-us_aaaa1.pf_meta': 'meta a',
  'pagefind/fragment/en-us_aaaa2.pf_fragment': 'fragment a',
  'product-images/rj-st-002-aaaa-800.avif': 'stole picture',
  'admin/index.html': 'cms a',
  'admin/chunks/cms-aaaa.js': 'cms script a',
};
const RELEASE_B = {
  'index.html': '<script src="/_next/static/chunks/598-bbbb.js">',
  '_next/static/chunks/598-bbbb.js': 'zoom b',
  'pagefind/pagefind.js': 'search b',
  'pagefind/pagefind.en-us_bbbb1.pf_meta': 'meta b',
  'pagefind/fragment/en-us_bbbb2.pf_fragment': 'fragment b',
  'admin/index.html': 'cms b',
  'admin/chunks/cms-bbbb.js': 'cms script b',
};

beforeEach(() => rm(workFolder, { recursive: true, force: true }));
afterAll(() => rm(workFolder, { recursive: true, force: true }));

describe('a build into an output folder served as it is', () => {
  it("keeps the earlier release's scripts, search index parts, pictures and CMS bundle, with their compressed copies, and replaces the rest", async () => {
    await release(RELEASE_A);
    expect(await release(RELEASE_B, { now: new Date(NOW.getTime() + 60_000) })).toBe(5);
    const files = await relativeFiles(outDir);
    expect(files.sort()).toEqual(
      [
        ...Object.keys(RELEASE_B),
        '_next/static/chunks/598-aaaa.js',
        '_next/static/chunks/598-aaaa.js.br',
        '_next/static/chunks/598-aaaa.js.gz',
        'pagefind/pagefind.en-us_aaaa1.pf_meta',
        'pagefind/fragment/en-us_aaaa2.pf_fragment',
        'product-images/rj-st-002-aaaa-800.avif',
        'admin/chunks/cms-aaaa.js',
      ].sort(),
    );
    // What keeps its name (a page, the search's script, the CMS's page) is the new release's.
    expect(await readFile(path.join(outDir, 'pagefind/pagefind.js'), 'utf8')).toBe('search b');
    expect(await readFile(path.join(outDir, '_next/static/chunks/598-aaaa.js.br'), 'utf8')).toBe('zoom a, brotli');
    const record = JSON.parse(await readFile(releaseRecordFile(outDir), 'utf8'));
    expect(record.retired['_next/static/chunks/598-aaaa.js']).toBe('2026-11-20T08:01:00.000Z');
    expect(Object.keys(record.retired)).not.toContain('_next/static/chunks/598-aaaa.js.br');
  });

  it('changes nothing when a release changes nothing, and forgets nothing it keeps', async () => {
    await release(RELEASE_A);
    await release(RELEASE_B);
    const record = await readFile(releaseRecordFile(outDir), 'utf8');
    const files = (await relativeFiles(outDir)).sort();
    expect(await release(RELEASE_B, { now: new Date(NOW.getTime() + 3 * DAY_MS) })).toBe(5);
    expect(await readFile(releaseRecordFile(outDir), 'utf8')).toBe(record);
    expect((await relativeFiles(outDir)).sort()).toEqual(files);
  });

  it('removes them PUBLISH_KEEP_DAYS after the release that left them out, at once with 0, and leaves no record with nothing kept', async () => {
    await release(RELEASE_A);
    await release(RELEASE_B);
    expect(await release(RELEASE_B, { now: new Date(NOW.getTime() + 7 * DAY_MS - 1) })).toBe(5);
    expect(await release(RELEASE_B, { now: new Date(NOW.getTime() + 7 * DAY_MS) })).toBe(0);
    expect((await relativeFiles(outDir)).sort()).toEqual(Object.keys(RELEASE_B).sort());
    await expect(stat(releaseRecordFile(outDir))).rejects.toThrow(/ENOENT/);
    await release(RELEASE_A);
    expect(await release(RELEASE_B, { keepDays: 0 })).toBe(0);
  });

  it('names a record it cannot read, and the fix', async () => {
    await release(RELEASE_A);
    await writeFile(releaseRecordFile(outDir), '{"version": 1, "retired": {"x": "yesterday"}}');
    await write(stagingDir, RELEASE_B);
    await expect(keepEarlierFiles(outDir, stagingDir, { now: NOW, keepDays: 7 })).rejects.toThrow(
      'test-results/earlier-releases-test/out.releases.json is not a record of earlier releases: delete it (the files of earlier releases then stay for PUBLISH_KEEP_DAYS from now)',
    );
  });
});

describe('which files are named by their content', () => {
  it.each([
    ['_next/static/chunks/598-0f1f00a941b2a3b0.js', true],
    ['_next/static/hZogYi0mmyMaI72U314fK/_buildManifest.js', true],
    ['product-images/rj-hr-001-3f2a9c1d-1200.jpg', true],
    ['pagefind/pagefind.zh-cn_20c38c153a9f7.pf_meta', true],
    ['pagefind/index/en-us_5d6f0a1.pf_index', true],
    ['pagefind/fragment/zh-cn_732f6df.pf_fragment', true],
    ['admin/chunks/cms-PFFkK3dk3n.js', true],
    ['pagefind/pagefind.js', false],
    ['pagefind/pagefind-entry.json', false],
    ['pagefind/wasm.zh-cn.pagefind', false],
    ['admin/index.html', false],
    ['admin/config.yml', false],
    ['admin/', false],
    ['en-US/product/rj-hr-001/index.html', false],
    ['en-US/product/rj-hr-001/__next.$d$locale.product.$d$sku.__PAGE__.txt', false],
    ['icon.svg', false],
    ['sitemap.xml', false],
  ])('%s: %s', (file, named) => expect(isContentNamed(file)).toBe(named));
});
