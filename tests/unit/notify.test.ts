import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manifestFile, writePageManifest, type PageManifest } from '@/scripts/lib/notify/page-manifest';

/*
 * `npm run notify` against a local server that answers as IndexNow and Baidu's link submission
 * document, and records what arrived.
 */
const workFolder = path.resolve('test-results/notify-test');
const outDir = path.join(workFolder, 'out');
const notified = path.join(workFolder, 'notified.json');
const tsx = path.resolve('node_modules/.bin/tsx');
const ROOT = 'https://www.example.com';
const KEY = 'a1b2c3d4e5f6-key';
const TOKEN = 'pyf4x6ajKhx6x6Di';

const manifest = (pages: Record<string, string>): PageManifest => ({ version: 1, root: ROOT, pages });
const BUILT = manifest({ [`${ROOT}/en-US/`]: 'a', [`${ROOT}/zh-CN/`]: 'b', [`${ROOT}/en-US/product/fx-001/`]: 'c' });

type Arrival = { path: string; query: URLSearchParams; type: string | undefined; body: string };
let arrivals: Arrival[] = [];
/** The answer each engine gives next: a status and a body. */
let answers: Record<'indexnow' | 'baidu', { status: number; body: string }>;
let server: Server;
let origin: string;

function run(args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(tsx, ['scripts/notify.ts', '--notified', notified, ...args], {
      env: {
        ...process.env,
        OUT_DIR: outDir,
        INDEXNOW_KEY: KEY,
        BAIDU_PUSH_TOKEN: TOKEN,
        INDEXNOW_ENDPOINT: `${origin}/indexnow`,
        BAIDU_PUSH_ENDPOINT: `${origin}/urls`,
        SITE_URL: '',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const sentTo = (engine: 'indexnow' | 'urls') => arrivals.filter((arrival) => arrival.path === `/${engine}`);
const indexNowLists = () => sentTo('indexnow').map((arrival) => JSON.parse(arrival.body) as { urlList: string[] });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://localhost');
      arrivals.push({ path: url.pathname, query: url.searchParams, type: request.headers['content-type'], body });
      const answer = url.pathname === '/indexnow' ? answers.indexnow : answers.baidu;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(workFolder, { recursive: true, force: true });
});
beforeEach(async () => {
  arrivals = [];
  answers = {
    indexnow: { status: 200, body: '' },
    baidu: { status: 200, body: JSON.stringify({ remain: 99_997, success: 3, not_same_site: [], not_valid: [] }) },
  };
  await rm(workFolder, { recursive: true, force: true });
  await mkdir(workFolder, { recursive: true });
  await writePageManifest(manifestFile(outDir), BUILT);
});

describe('npm run notify', () => {
  it('sends every page the first time, by each protocol, keeps the list, and sends nothing again while nothing changed', async () => {
    const first = await run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('all 3 pages are new');
    const [indexNow] = sentTo('indexnow');
    expect(indexNow!.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(indexNow!.body)).toEqual({
      host: 'www.example.com',
      key: KEY,
      keyLocation: `${ROOT}/${KEY}.txt`,
      urlList: Object.keys(BUILT.pages),
    });
    const [baidu] = sentTo('urls');
    expect(baidu!.type).toBe('text/plain');
    expect(Object.fromEntries(baidu!.query)).toEqual({ site: ROOT, token: TOKEN });
    expect(baidu!.body.split('\n')).toEqual(Object.keys(BUILT.pages));
    expect(first.stdout).toContain('Baidu: took 3 addresses; 99997 more may be sent today.');
    expect(JSON.parse(await readFile(notified, 'utf8'))).toEqual(BUILT);

    arrivals = [];
    const again = await run();
    expect(again.stdout).toContain('0 new and 0 changed pages since the last notified build, 3 unchanged.');
    expect(again.stdout).toContain('Nothing to send.');
    expect(arrivals).toEqual([]);
  });

  it('sends only the new and the changed pages, and lists what Baidu refused', async () => {
    await writePageManifest(notified, BUILT);
    const next = manifest({ ...BUILT.pages, [`${ROOT}/zh-CN/`]: 'b2', [`${ROOT}/zh-CN/product/fx-001/`]: 'd' });
    await writePageManifest(manifestFile(outDir), next);
    answers.baidu.body = JSON.stringify({ remain: 10, success: 1, not_same_site: [], not_valid: [`${ROOT}/zh-CN/product/fx-001/`] });
    const { status, stdout } = await run();
    expect(status).toBe(0);
    expect(stdout).toContain('1 new and 1 changed pages since the last notified build, 2 unchanged.');
    expect(indexNowLists()[0]!.urlList).toEqual([`${ROOT}/zh-CN/product/fx-001/`, `${ROOT}/zh-CN/`]);
    expect(stdout).toContain(`  not valid: ${ROOT}/zh-CN/product/fx-001/`);
  });

  it('prints what it would send in a dry run, and sends and keeps nothing', async () => {
    const { status, stdout } = await run(['--dry-run']);
    expect(status).toBe(0);
    expect(stdout).toContain(`Would send 3 addresses to IndexNow (${origin}/indexnow):`);
    expect(stdout).toContain(`Would send 3 addresses to Baidu (${origin}/urls):`);
    expect(stdout).toContain(`  ${ROOT}/en-US/product/fx-001/`);
    expect(arrivals).toEqual([]);
    expect(existsSync(notified)).toBe(false);
  });

  it('skips an engine without its key or token, in one line', async () => {
    const { status, stdout } = await run([], { INDEXNOW_KEY: '' });
    expect(status).toBe(0);
    expect(stdout).toContain('IndexNow: skipped, no INDEXNOW_KEY.');
    expect(sentTo('indexnow')).toEqual([]);
    expect(sentTo('urls')).toHaveLength(1);
  });

  it.each([
    ['IndexNow refusing the key', { indexnow: { status: 403, body: '' } }, 'IndexNow: HTTP 403, the key was refused: check INDEXNOW_KEY'],
    ['IndexNow asked too often', { indexnow: { status: 429, body: '' } }, 'IndexNow: HTTP 429, too many requests: try again later'],
    [
      'Baidu refusing the token',
      { baidu: { status: 401, body: '{"error":401,"message":"token is not valid"}' } },
      'Baidu: HTTP 401 "token is not valid", the token was refused: check BAIDU_PUSH_TOKEN',
    ],
    [
      "Baidu's quota used up",
      { baidu: { status: 400, body: '{"error":400,"message":"over quota"}' } },
      `Baidu: HTTP 400 "over quota", the day's quota is used up`,
    ],
  ])('fails in one line on %s, and keeps the last notified list', async (_, answer, message) => {
    await writePageManifest(notified, manifest({ [`${ROOT}/en-US/`]: 'a' }));
    const before = await readFile(notified, 'utf8');
    Object.assign(answers, answer);
    const { status, stderr } = await run();
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Nothing was marked as notified.');
    expect(await readFile(notified, 'utf8')).toBe(before);
  });

  it('fails in one line when an engine cannot be reached', async () => {
    const { status, stderr } = await run([], { INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' });
    expect(status).toBe(1);
    expect(stderr.trim()).toMatch(
      /^IndexNow: could not reach http:\/\/127\.0\.0\.1:9 \(\w+\): try again later\. Nothing was marked as notified\.$/,
    );
    expect(existsSync(notified)).toBe(false);
  });

  it('sends IndexNow at most 10,000 addresses a request, and Baidu 2,000', async () => {
    const many = Object.fromEntries(Array.from({ length: 10_001 }, (_, index) => [`${ROOT}/en-US/product/p-${index}/`, 'x']));
    await writePageManifest(manifestFile(outDir), manifest(many));
    const { status } = await run();
    expect(status).toBe(0);
    expect(indexNowLists().map((list) => list.urlList.length)).toEqual([10_000, 1]);
    expect(sentTo('urls').map((arrival) => arrival.body.split('\n').length)).toEqual([2000, 2000, 2000, 2000, 2000, 1]);
  });

  it('says what to do without a build, or with a broken earlier list', async () => {
    await rm(manifestFile(outDir));
    const missing = await run();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('run `npm run build` first');
    await writePageManifest(manifestFile(outDir), BUILT);
    await writeFile(notified, '{"version":');
    const broken = await run();
    expect(broken.status).toBe(1);
    expect(broken.stderr.trim()).toBe(
      `${notified} is not a page manifest (not JSON): delete it, and the next notification sends every page`,
    );
  });
});
