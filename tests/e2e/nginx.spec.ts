import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_FOLDER, ADMIN_HEADERS, IMMUTABLE_CACHE, SECURITY_HEADERS } from '@/app/_config/http-headers';
import { selectionPath } from '@/app/_addresses/site-addresses';
import { MAX_SHARED_QUERY_LENGTH } from '@/app/_config/selection';
import { readPage } from './exported-html';
import { NGINX_PORT } from './servers/test-servers';
import { collectPageErrors, content, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/* out/ served by a real nginx with deploy/nginx.conf (tests/e2e/servers/nginx.ts), over HTTPS with a self-signed certificate. */
test.use({ baseURL: `https://127.0.0.1:${NGINX_PORT}`, ignoreHTTPSErrors: true });

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const securityHeaders = lowerCased(SECURITY_HEADERS);

test('pages answer with and without the trailing slash, with the security headers and no-cache, no-transform', async ({ request }) => {
  for (const locale of locales) {
    for (const path of ['/', '/about/', '/product/', `/product/${content.products[0]!.sku}/`]) {
      const response = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()).toMatchObject({
        ...securityHeaders,
        'cache-control': 'no-cache, no-transform',
        'content-type': 'text/html; charset=utf-8',
      });
      if (path === '/') continue;
      const withoutSlash = await request.get(`/${locale}${path.slice(0, -1)}`, { maxRedirects: 0 });
      expect(withoutSlash.status(), path).toBe(301);
      expect(withoutSlash.headers()).toMatchObject({ ...securityHeaders, location: `/${locale}${path}` });
    }
  }
});

test("the editors' CMS at /admin/ lets its sign-in popup answer, and the rest of the site does not", async ({ request }) => {
  for (const path of [`/${ADMIN_FOLDER}/`, `/${ADMIN_FOLDER}/config.yml`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject({
      ...securityHeaders,
      ...lowerCased(ADMIN_HEADERS),
      'cache-control': 'no-cache, no-transform',
    });
  }
  // The page keeps its own policy, and stays out of search engines.
  const page = await (await request.get(`/${ADMIN_FOLDER}/`)).text();
  expect(page).toContain('<meta http-equiv="Content-Security-Policy"');
  expect(page).toContain('<meta name="robots" content="noindex">');
  expect((await request.get('/en-US/')).headers()).toMatchObject(securityHeaders);
});

test('an unknown address gets 404.html with status 404 and the security headers', async ({ request }) => {
  for (const address of ['/no-such-page', '/zh-CN/product/no-such-sku/', '/404.html']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()).toMatchObject(securityHeaders);
    expect(await response.text()).toContain(messages['zh-CN'].NotFound.title);
  }
});

test("the build's files for other hosts, the compressed copies and folders without a page are no addresses: 404", async ({ request }) => {
  for (const address of ['/_headers', '/_redirects', '/.nojekyll', '/404.html.gz', '/en-US/index.html.br', '/_next/', '/pagefind/']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers(), address).toMatchObject(securityHeaders);
    expect(await response.text(), address).toContain(messages['en-US'].NotFound.title);
  }
  expect((await request.get(`/${ADMIN_FOLDER}/config.yml`)).headers()['content-type']).toBe('text/yaml');
});

test('the longest address a shared selection may have opens the selection', async ({ request }) => {
  for (const locale of locales) {
    const products = `?pieces=${content.products[0]!.sku}:1&note.${content.products[0]!.sku}=`;
    const query = products.padEnd(MAX_SHARED_QUERY_LENGTH, 'a');
    const response = await request.get(`/${locale}${selectionPath}${query}`);
    expect(response.status(), locale).toBe(200);
    expect(await response.text()).toContain(`<html lang="${locale}"`);
  }
});

test('hashed scripts and pictures are kept for a year, with their types; other files are revalidated', async ({ request }) => {
  // A script and a picture of a product page, as its HTML names them.
  const $ = await readPage(`/en-US/product/${content.products[0]!.sku}/`);
  const script = $('script[src*="/_next/static/"]').first().attr('src');
  const pictures = $(`${parts.galleryStrip} source`).first().attr('srcset')!;
  const picture = pictures.split(',')[0]!.trim().split(' ')[0]!;
  for (const [file, type] of [
    [script!, 'application/javascript; charset=utf-8'],
    [picture, 'image/avif'],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers(), file).toMatchObject({ ...securityHeaders, 'cache-control': IMMUTABLE_CACHE, 'content-type': type });
  }
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()).toMatchObject({ ...securityHeaders, 'cache-control': 'no-cache, no-transform' });
  // The search index's parts carry their hash; its script and entry, which name them, keep their names.
  const index = readdirSync('out/pagefind');
  const meta = index.find((file) => file.endsWith('.pf_meta'))!;
  const fragment = readdirSync('out/pagefind/fragment').find((file) => file.endsWith('.pf_fragment'))!;
  for (const part of [`/pagefind/${meta}`, `/pagefind/fragment/${fragment}`])
    expect((await request.get(part)).headers()['cache-control'], part).toBe(IMMUTABLE_CACHE);
  for (const named of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json'])
    expect((await request.get(named)).headers()['cache-control'], named).toBe('no-cache, no-transform');
});

test('served by nginx, the site runs under its Content-Security-Policy without a violation, and blocks injected scripts', async ({
  page,
}) => {
  const errors = collectPageErrors(page, `https://127.0.0.1:${NGINX_PORT}`);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(directive: string): void }).reportViolation(event.violatedDirective),
    ),
  );
  await page.goto('/en-US/');
  await page.getByRole('link', { name: messages['en-US'].Home.viewAll }).click();
  await expect(page).toHaveURL('/en-US/product/');
  const [type] = content.productTypes;
  await page.getByRole('link', { name: new RegExp(`^${type!.name['en-US']}`) }).click();
  await expect(page).toHaveURL(`/en-US/product/type/${type!.id}/`);
  // The inline script that forwards an old filter address runs under the page's hashes.
  await page.goto(`/en-US/product/?type=${type!.id}`);
  await expect(page).toHaveURL(`/en-US/product/type/${type!.id}/`);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});
