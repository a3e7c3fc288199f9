import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN_FOLDER, IMMUTABLE_CACHE, SECURITY_HEADERS } from '@/app/_config/http-headers';
import { isUnpublished, objectHeaders } from '@/scripts/lib/deploy/object-headers';
import { relativeFiles } from '@/scripts/lib/releases/out-folder';
import { filesUnder, parsePage, readPage } from './exported-html';
import { BASE_PATH, BASE_PATH_BUILD, STAGING_SITE_URL } from './servers/test-servers';
import { content, locales } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * Gates on the exported files themselves: valid HTML, no broken internal reference, a strict
 * Content-Security-Policy in every page, and the order in which the home page asks for its
 * pictures. Each test over many pages names how many it checked.
 */
const siteOrigin = new URL(content.site.siteUrl).origin;
/** The Nu HTML Checker, as the vnu-jar package ships it. */
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

test('the Nu HTML Checker finds no error in any exported page', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const pages = await filesUnder('out', '.html');
  const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr: string }) => error);
  const errors = (JSON.parse(stderr) as { messages: { url: string; message: string; firstLine?: number }[] }).messages.filter(
    // Baidu reads a page's language from <meta http-equiv="content-language">, which HTML calls obsolete beside <html lang>.
    (error) => !error.message.startsWith('Using the “meta” element to specify the document-wide default language is obsolete'),
  );
  expect(errors.map((error) => `${error.url}:${error.firstLine}: ${error.message}`)).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(60);
  testInfo.annotations.push({ type: 'pages checked', description: String(pages.length) });
});

/** The attributes that hold an address, or a list of them (srcset, imagesrcset), or may (content). */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'srcset', 'imagesrcset', 'content'];

/**
 * Every address a page or stylesheet refers to within the site, and whether a file answers it, as
 * a static host would: a folder by its index.html. Absolute addresses on the site's own origin
 * count too. Addresses must start with the base path. Pages are read with scripting off, so that
 * the links of their <noscript> count too.
 */
async function brokenReferences(folder: string, basePath: string, origin: string): Promise<{ pages: number; broken: string[] }> {
  const broken: string[] = [];
  const check = (from: string, reference: string) => {
    const address = reference.startsWith(origin) ? reference.slice(origin.length) : reference;
    if (!address.startsWith('/') || address.startsWith('//')) return;
    const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
    const relative = basePath ? (pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined) : pathname;
    const file = relative && path.join(folder, relative.endsWith('/') ? `${relative}index.html` : relative);
    if (!file || !existsSync(file)) broken.push(`${path.relative(folder, from)} → ${reference}`);
  };
  const pages = await filesUnder(folder, '.html');
  for (const page of pages) {
    const $ = parsePage(await readFile(page, 'utf8'), { scriptingEnabled: false });
    for (const element of $.root().find('*').toArray()) {
      for (const name of ADDRESS_ATTRIBUTES) {
        const value = element.attribs[name];
        if (value === undefined) continue;
        const references = name.endsWith('srcset') ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value];
        for (const reference of references) check(page, reference);
      }
    }
  }
  for (const stylesheet of await filesUnder(folder, '.css')) {
    const css = await readFile(stylesheet, 'utf8');
    for (const [, reference] of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      if (reference!.startsWith('data:')) continue;
      const resolved = reference!.startsWith('/')
        ? reference!
        : `/${path.relative(folder, path.resolve(path.dirname(stylesheet), reference!))}`;
      check(stylesheet, basePath && !reference!.startsWith('/') ? `${basePath}${resolved}` : resolved);
    }
  }
  const sitemap = await readFile(path.join(folder, 'sitemap.xml'), 'utf8');
  for (const [, location] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) check(path.join(folder, 'sitemap.xml'), location!);
  return { pages: pages.length, broken };
}

for (const [folder, basePath, origin] of [
  ['out', '', siteOrigin],
  [BASE_PATH_BUILD.outDir, BASE_PATH, STAGING_SITE_URL],
] as const) {
  test(`every internal link and asset of ${folder}/ resolves${basePath ? ` under ${basePath}` : ''}`, async ({}, testInfo) => {
    const { pages, broken } = await brokenReferences(folder, basePath, origin);
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(60);
    testInfo.annotations.push({ type: 'pages checked', description: String(pages) });
  });
}

test('every page declares a strict script policy first in <head>: its own inline scripts by hash, files from itself', async ({}, testInfo) => {
  const pages = await filesUnder('out', '.html');
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const policy = /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(policy, page).toBeDefined();
    const scriptSources = policy!
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/)
      .slice(1);
    const $ = parsePage(html);
    const inlineScripts = $('script:not([src]):not([type="application/ld+json"])').toArray();
    const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update($(script).text()).digest('base64')}'`);
    // The search pages alone may also compile WebAssembly, with which Pagefind reads their index,
    // and the editors' CMS, which converts pictures with it.
    const admin = page.startsWith(`out/${ADMIN_FOLDER}/`);
    const webAssembly = /\/search\/index\.html$/.test(page) || admin ? ["'wasm-unsafe-eval'"] : [];
    expect(scriptSources.toSorted(), page).toEqual(["'self'", ...webAssembly, ...new Set(hashes)].toSorted());
    // The CMS inserts styles of its own (scripts/lib/cms/admin.ts); its scripts are as strict as the site's.
    expect(admin ? scriptSources.join(' ') : policy, page).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  }
  testInfo.annotations.push({ type: 'pages checked', description: String(pages.length) });
});

test("every file a bucket is given has its Content-Type, and only the other hosts' settings and the compressed copies stay behind", async () => {
  const files = (await relativeFiles('out')).filter((file) => !isUnpublished(file));
  expect(files.length).toBeGreaterThan(500);
  const types = new Set(files.map((file) => objectHeaders(file).contentType));
  expect([...types].sort()).toEqual(
    expect.arrayContaining([
      'application/wasm',
      'image/avif',
      'image/webp',
      'text/css; charset=utf-8',
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
    ]),
  );
  expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
});

test('out/ tells Netlify, Cloudflare Pages and GitHub Pages how to serve it', async () => {
  const headers = await readFile('out/_headers', 'utf8');
  const rules = Object.fromEntries(
    headers
      .trim()
      .split('\n\n')
      .map((rule) => {
        const [pattern, ...lines] = rule.split('\n');
        return [
          pattern,
          Object.fromEntries(
            lines.map((line) =>
              line
                .trim()
                .split(/: (.*)/s)
                .slice(0, 2),
            ),
          ),
        ];
      }),
  );
  expect(rules['/*']).toEqual(SECURITY_HEADERS);
  for (const pattern of ['/_next/static/*', '/product-images/*', '/pagefind/fragment/*', '/pagefind/index/*'])
    expect(rules[pattern], pattern).toEqual({ 'Cache-Control': IMMUTABLE_CACHE });
  for (const pattern of ['/', '/en-US/*', '/zh-CN/*', '/404.html', '/pagefind/pagefind.js', '/pagefind/pagefind-entry.json'])
    expect(rules[pattern], pattern).toEqual({ 'Cache-Control': 'no-cache, no-transform' });
  expect(existsSync('out/.nojekyll')).toBe(true);
});

for (const locale of locales) {
  test(`the home page asks first for its largest picture, the first product card's (${locale})`, async () => {
    const $ = await readPage(`/${locale}/`);
    const firstCard = $(`${parts.productCard} picture`).first();
    // Named at the top of the page, before the framework's scripts, which would otherwise hold it back on a slow network.
    const firstPreload = $('head link[rel="preload"]').first();
    expect(firstPreload.attr('as')).toBe('image');
    expect(firstPreload.attr('imagesrcset')).toBe(firstCard.find('source[type="image/avif"]').attr('srcset'));
    expect(firstPreload.attr('fetchpriority')).toBe('high');
    expect(firstPreload.index()).toBeLessThan($('head script[src]').first().index());
    // The only picture asked for with high priority: any other would share the network with it.
    expect(
      $('[fetchpriority="high"]')
        .map((_, element) => $(element).attr('imagesrcset') ?? $(element).attr('src'))
        .get(),
    ).toEqual([firstPreload.attr('imagesrcset'), firstCard.find('img').attr('src')]);
    expect(
      $('main section:has(> h1) img')
        .map((_, image) => $(image).attr('loading'))
        .get(),
    ).toEqual(['eager', 'eager']);
  });
}
