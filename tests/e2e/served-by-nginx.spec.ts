import { execFile } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { get as httpsGet } from 'node:https';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_FOLDER, IMMUTABLE_CACHE } from '@/app/_config/http-headers';
import { openAdmin } from './admin-support';
import { startNginx } from './servers/nginx';
import { NGINX_HTTP_PORT, NGINX_PORT } from './servers/test-servers';
import { messages } from './support';

/*
 * How deploy/nginx.conf serves the site beyond its pages (tests/e2e/nginx.spec.ts): HTTPS only,
 * as graded by the MDN HTTP Observatory.
 */
test.use({ baseURL: `https://127.0.0.1:${NGINX_PORT}`, ignoreHTTPSErrors: true });

test('plain HTTP moves every request to the same address over HTTPS, but for the ACME challenge', async ({ request }) => {
  const http = `http://127.0.0.1:${NGINX_HTTP_PORT}`;
  for (const address of ['/', '/en-US/product/?type=scarf#list', '/no-such-page']) {
    const response = await request.get(`${http}${address}`, { maxRedirects: 0 });
    expect(response.status(), address).toBe(301);
    // The fragment never reaches a server; the browser keeps it across the redirect.
    expect(response.headers().location, address).toBe(`https://127.0.0.1${address.replace(/#.*/, '')}`);
  }
  // Answered from its own folder (empty here), for the certificate authority to read over HTTP.
  const challenge = await request.get(`${http}/.well-known/acme-challenge/a-token`, { maxRedirects: 0 });
  expect(challenge.status()).toBe(404);
});

/**
 * The Observatory scans a host on ports 80 and 443 only: the shipped config runs once more for it
 * on a loopback address of its own, where binding those ports needs root (as in CI's containers).
 */
const SCANNED_HOST = '127.0.0.39';
const UNPRIVILEGED_PORT_START = '/proc/sys/net/ipv4/ip_unprivileged_port_start';
const canBindLowPorts =
  process.getuid?.() === 0 || (existsSync(UNPRIVILEGED_PORT_START) && Number(readFileSync(UNPRIVILEGED_PORT_START, 'utf8').trim()) <= 80);

/**
 * The Observatory, with its own packages (a web server, a database client, a DOM) in a locked
 * folder of its own, installed there on first use rather than with the project's packages.
 */
async function installedObservatory(): Promise<string> {
  const folder = path.resolve('tests/tools/observatory');
  const observatory = path.join(folder, 'node_modules/@mdn/mdn-http-observatory');
  // What npm last installed there (its record of node_modules) is older than the lock: a change
  // to the lock, such as a new version of the Observatory, is installed before the next scan.
  const installed = path.join(folder, 'node_modules/.package-lock.json');
  const outdated = !existsSync(installed) || statSync(path.join(folder, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
  if (outdated || !existsSync(path.join(observatory, 'src/scan.js'))) {
    // Its install script would download lists from hosts these machines cannot reach.
    await promisify(execFile)('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: folder });
  }
  // Of those lists, the scan needs the browsers' HSTS preload list to exist only: no loopback host is on it.
  const preloadList = path.join(observatory, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');
  return observatory;
}

test('the MDN HTTP Observatory grades the shipped config A+', async () => {
  test.skip(!canBindLowPorts && !process.env.CI, 'The Observatory scans ports 80 and 443, which only root may bind here.');
  // With its install on a machine that has not made it yet.
  test.setTimeout(240_000);
  const observatory = await installedObservatory();

  const nginx = startNginx('out', `${SCANNED_HOST}:443`, `${SCANNED_HOST}:80`);
  try {
    // An nginx that stops at once could not bind its ports: another one would answer the scan.
    const started = await Promise.race([nginx.exited.then(() => false), new Promise((resolve) => setTimeout(resolve, 1_000, true))]);
    expect(started, `nginx could not serve ${SCANNED_HOST}:443 and :80`).toBe(true);
    // Trusting the certificate the harness made, as a browser trusts a real one.
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(observatory, 'src/scan.js'), SCANNED_HOST], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.certificate },
    });
    const { scan, tests, error } = JSON.parse(stdout) as {
      error?: string;
      scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    };
    expect(error).toBeUndefined();
    const results = Object.entries(tests).map(([name, { result, scoreModifier }]) => `${name}: ${result} (${scoreModifier})`);
    console.log(`MDN HTTP Observatory: ${scan.grade}, ${scan.score}/100 (${scan.testsPassed} of ${scan.testsQuantity} tests passed)`);
    expect(scan.grade, results.join('\n')).toBe('A+');
  } finally {
    nginx.process.kill('SIGQUIT');
    await nginx.exited;
  }
});

/** A GET with exactly these request headers (Playwright's own client would add Accept-Encoding). */
function get(address: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    httpsGet(`https://127.0.0.1:${NGINX_PORT}${address}`, { headers, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject),
  );
}

test('texts go out as the Brotli or gzip copy the build made, and as they are to a client that asks for neither', async () => {
  const script = /<script src="([^"]+\.js)"/.exec(readFileSync('out/en-US/index.html', 'utf8'))![1]!;
  for (const [address, file] of [
    ['/en-US/', 'out/en-US/index.html'],
    [script, `out${script}`],
    ['/sitemap.xml', 'out/sitemap.xml'],
  ] as const) {
    const plain = readFileSync(file);
    const brotli = await get(address, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers, address).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(brotli.body).equals(plain), address).toBe(true);
    expect(brotli.body.equals(readFileSync(`${file}.br`)), address).toBe(true);
    const gzip = await get(address, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers, address).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gzip.body.equals(readFileSync(`${file}.gz`)), address).toBe(true);
    const neither = await get(address);
    expect(neither.status, address).toBe(200);
    expect(neither.headers['content-encoding'], address).toBeUndefined();
    expect(neither.body.equals(plain), address).toBe(true);
  }
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  /** What Chromium receives for the English home page until the network is idle: headers, and bodies as sent, compressed. */
  async function homePageOnTheWire(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const received = new Map<string, { url: string; encoding: string; bytes: number }>();
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      received.set(requestId, { url: response.url, encoding: String(response.headers['content-encoding'] ?? '-'), bytes: 0 }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = received.get(requestId);
      if (response) response.bytes = encodedDataLength;
    });
    await page.goto('/en-US/', { waitUntil: 'networkidle' });
    const responses = [...received.values()];
    const total = responses.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(`The English home page on a phone: ${(total / 1000).toFixed(1)} KB on the wire in ${responses.length} responses`);
    return { responses, total };
  }

  test('receives every text of the English home page, and of the pages it prefetches, as Brotli', async ({ page }) => {
    const { responses } = await homePageOnTheWire(page);
    const texts = responses.filter(({ url }) => /(\/|\.html|\.js|\.css|\.txt|\.json|\.svg)$/.test(new URL(url).pathname));
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter(({ encoding }) => encoding !== 'br').map(({ url }) => url)).toEqual([]);
  });

  test('receives at most 225 KB for the English home page, with all it loads until the network is idle', async ({ page }) => {
    const { responses, total } = await homePageOnTheWire(page);
    const largest = responses
      .toSorted((a, b) => b.bytes - a.bytes)
      .map(({ url, bytes }) => `${bytes} ${new URL(url).pathname}`)
      .join('\n');
    expect(total, largest).toBeLessThanOrEqual(225_000);
  });
});

test('no request a browser or crawler makes by itself ends in the page not found', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()).toMatchObject({ 'content-type': 'image/x-icon', 'cache-control': 'no-cache, no-transform' });
  const icon = await favicon.body();
  // An ICO file (reserved 0, type 1) of three PNG images.
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 3]);
  expect(icon.subarray(icon.readUInt32LE(6 + 12), icon.readUInt32LE(6 + 12) + 4).toString('latin1')).toBe('\x89PNG');
});

test("Next's own copies of the page not found, each language's too, answer 404, here and on the hosts that read _redirects", async ({
  request,
}) => {
  const eachLanguage = ['/en-US/404/', '/zh-CN/404/', '/zh-CN/404/index.html', '/en-US/404/__next._full.txt'];
  for (const address of [
    '/404/',
    '/404/index.html',
    '/_not-found/',
    '/_not-found/index.html',
    '/_not-found/__next._full.txt',
    ...eachLanguage,
  ]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain(messages['en-US'].NotFound.title);
  }
  expect(readFileSync('out/_redirects', 'utf8')).toBe(
    '/404/* /404.html 404!\n/_not-found/* /404.html 404!\n/en-US/404/* /404.html 404!\n/zh-CN/404/* /404.html 404!\n',
  );
});

test("the CMS's files named by their content, and the icon, are kept for a year; its page and config are revalidated", async ({
  request,
}) => {
  const page = await (await request.get(`/${ADMIN_FOLDER}/`)).text();
  const named = [...page.matchAll(/(?:src|href)="(\/admin\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file!);
  const chunk = readdirSync(`out/${ADMIN_FOLDER}/chunks`).find((file) => file.endsWith('.js'))!;
  const homePage = readFileSync('out/en-US/index.html', 'utf8');
  const icon = /<link rel="icon" href="([^"]+)"/.exec(homePage)![1]!;
  expect(named).toHaveLength(2);
  for (const address of [...named, `/${ADMIN_FOLDER}/chunks/${chunk}`, icon])
    expect((await request.get(address)).headers()['cache-control'], address).toBe(IMMUTABLE_CACHE);
  for (const address of [`/${ADMIN_FOLDER}/`, `/${ADMIN_FOLDER}/index.html`, `/${ADMIN_FOLDER}/config.yml`])
    expect((await request.get(address)).headers()['cache-control'], address).toBe('no-cache, no-transform');
  // The same for the hosts that read _headers.
  const rules = readFileSync('out/_headers', 'utf8').split('\n\n');
  const cacheOf = (pattern: string) => rules.find((rule) => rule.startsWith(`${pattern}\n`))?.match(/^ {2}Cache-Control: (.*)$/m)?.[1];
  for (const pattern of [...named, `/${ADMIN_FOLDER}/chunks/*`, '/icon.svg']) expect(cacheOf(pattern), pattern).toBe(IMMUTABLE_CACHE);
  for (const pattern of [`/${ADMIN_FOLDER}/`, `/${ADMIN_FOLDER}/index.html`, `/${ADMIN_FOLDER}/config.yml`, '/favicon.ico'])
    expect(cacheOf(pattern), pattern).toBe('no-cache, no-transform');
});

test.describe('for an editor with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('served by nginx, /admin/ loads without a console error, its web app manifest included', async ({ page }) => {
    const problems = await openAdmin(page, `https://127.0.0.1:${NGINX_PORT}`);
    // Sveltia makes its manifest once it has the logo; headless Chromium fetches a manifest only when asked.
    await expect(page.locator('link[rel="manifest"]')).toBeAttached();
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    await expect.poll(() => problems).toEqual([]);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ display: 'standalone' });
  });
});
