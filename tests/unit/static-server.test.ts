import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/serving/free-port';
import { serveStatic, type Middleware, type StaticServer } from '@/scripts/lib/serving/static-server';

/** A small export: a page per folder, a 404 page, a script large enough to be worth gzipping. */
let root: string;
const servers: StaticServer[] = [];
const script = `console.log(${JSON.stringify('silk '.repeat(400))});\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'en-US/about'), { recursive: true });
  await mkdir(path.join(root, '_next'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<title>Home</title>');
  await writeFile(path.join(root, 'en-US/about/index.html'), '<title>About</title>');
  await writeFile(path.join(root, '404.html'), '<title>Not found</title>');
  await writeFile(path.join(root, '_next/app.js'), script);
});
afterAll(async () => {
  for (const server of servers) server.close();
  await rm(root, { recursive: true, force: true });
});

async function serve(options: Parameters<typeof serveStatic>[1] = {}) {
  const server = await serveStatic(root, options);
  servers.push(server);
  return server.origin;
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

describe('the static server of an exported site', () => {
  it("answers each folder's address with its index.html and an unknown one with 404.html and status 404, caching off", async () => {
    const origin = await serve();
    const about = await get(`${origin}/en-US/about/`);
    expect(about.status).toBe(200);
    expect(await about.text()).toBe('<title>About</title>');
    expect(about.headers.get('cache-control')).toContain('no-cache');
    for (const address of ['/en-US/nothing/', '/nothing.js']) {
      const missing = await get(`${origin}${address}`);
      expect(missing.status, address).toBe(404);
      expect(await missing.text()).toBe('<title>Not found</title>');
    }
    expect((await get(`${origin}/en-US/about`)).headers.get('location')).toBe('/en-US/about/');
  });

  it('gzips only when asked, as the hosts of docs/deploying.md do', async () => {
    const plain = await serve();
    const gzipped = await serve({ gzip: true });
    const accept = { 'accept-encoding': 'gzip' };
    expect((await get(`${plain}/_next/app.js`, accept)).headers.get('content-encoding')).toBeNull();
    const response = await get(`${gzipped}/_next/app.js`, accept);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
  });

  it('serves an export built for a base path under it, and nothing outside it', async () => {
    const origin = await serve({ basePath: '/silk' });
    expect(await (await get(`${origin}/silk/en-US/about/`)).text()).toBe('<title>About</title>');
    expect(await (await get(`${origin}/silk/`)).text()).toBe('<title>Home</title>');
    const missing = await get(`${origin}/silk/en-US/nothing/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<title>Not found</title>');
    expect((await get(`${origin}/silk/en-US/about?x=1`)).headers.get('location')).toBe('/silk/en-US/about/?x=1');
    for (const address of ['/en-US/about/', '/silky/', '/']) expect((await get(`${origin}${address}`)).status, address).toBe(404);
  });

  it('runs the steps it is given before serving, and listens on the port it is given', async () => {
    const port = await freePort();
    const seen: string[] = [];
    const remember: Middleware = (request, _response, next) => {
      seen.push(request.url ?? '');
      next();
    };
    const origin = await serve({ port, before: [remember] });
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    expect((await get(`${origin}/en-US/about/`)).status).toBe(200);
    expect(seen).toEqual(['/en-US/about/']);
  });
});
