import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startNginx } from './servers/nginx';
import { NGINX_HTTP_PORT, NGINX_PORT } from './servers/test-servers';

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
const canBindLowPorts =
  process.getuid?.() === 0 || Number(readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8').trim()) <= 80;

test('the MDN HTTP Observatory grades the shipped config A+', async () => {
  test.skip(!canBindLowPorts && !process.env.CI, 'The Observatory scans ports 80 and 443, which only root may bind here.');
  test.setTimeout(60_000);
  const observatory = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  // Its install step would download the browsers' HSTS preload list, which this test needs to
  // exist only: no loopback host is on it (npm installs it with scripts off: .npmrc).
  const preloadList = path.join(observatory, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

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
