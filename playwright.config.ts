import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './scripts/lib/chromium';
import { RELEASES_HTTP_PORT, RELEASES_PORT } from './tests/e2e/servers/releases';
import { BASE_PATH, BASE_PATH_PORT, HOSTILE_PORT, NGINX_HTTP_PORT, NGINX_PORT, PORT } from './tests/e2e/servers/test-servers';
import { EACH_PRODUCT, PRINT } from './tests/e2e/tags';

const executablePath = chromiumExecutable();

const HOSTILE_SPEC = /hostile-markdown\.spec\.ts/;
/**
 * Checks of the exported files, of what machines read, of the hosts, of the legacy redirects and of
 * a page open across a release, the same at any width: run once.
 */
const SITE_SPECS = /(seo|static-files|nginx|base-path|legacy|admin-loop|channels|releases)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  // tsconfig.json's, with the empty module of 'server-only' (see there): the tests import the content module.
  tsconfig: './tsconfig.playwright.json',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace to open with `npx playwright show-trace`. CI keeps nothing but
    // its log, and recording every test's trace there would slow the suite (docs/measured-choices.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      // The closed network of CI machines refuses Chromium's background connections; keep them off.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testMatch: SITE_SPECS, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'desktop',
      testIgnore: [HOSTILE_SPEC, SITE_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: [HOSTILE_SPEC, SITE_SPECS],
      grepInvert: new RegExp(`${EACH_PRODUCT}|${PRINT}`),
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'hostile-content',
      testMatch: HOSTILE_SPEC,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HOSTILE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `tsx scripts/serve.ts out ${PORT}`,
      url: `http://127.0.0.1:${PORT}/en-US/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Release A (out/) and B, from a copy of the project, served by nginx: it answers at once and
      // builds B while the servers after it build theirs (Playwright starts them one by one).
      command: `tsx --conditions=react-server tests/e2e/servers/release-builds.ts ${RELEASES_PORT} ${RELEASES_HTTP_PORT}`,
      url: `https://127.0.0.1:${RELEASES_PORT}/en-US/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `tsx tests/e2e/servers/variant-builds.ts ${HOSTILE_PORT} ${BASE_PATH_PORT}`,
      url: `http://127.0.0.1:${BASE_PATH_PORT}${BASE_PATH}/en-US/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
    {
      command: `tsx tests/e2e/servers/nginx.ts out 127.0.0.1:${NGINX_PORT} 127.0.0.1:${NGINX_HTTP_PORT}`,
      url: `https://127.0.0.1:${NGINX_PORT}/en-US/`,
      // Its certificate is self-signed, made when it starts.
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
