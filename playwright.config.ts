import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The browser: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the system Chromium, else Playwright's own download. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const PORT = 4173;
/** The site built from content whose texts try to run code (tests/e2e/hostile-markdown.spec.ts). */
const HOSTILE_PORT = 4174;
const HOSTILE_SPEC = /hostile-markdown\.spec\.ts/;
/** Checks of the exported files and of what machines read, the same at any screen width: run once. */
const SITE_SPECS = /(seo)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // The closed network of CI machines refuses Chromium's background connections; keep them off.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testMatch: SITE_SPECS, use: { ...devices['Desktop Chrome'] } },
    { name: 'desktop', testIgnore: [HOSTILE_SPEC, SITE_SPECS], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: [HOSTILE_SPEC, SITE_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'hostile-content',
      testMatch: HOSTILE_SPEC,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HOSTILE_PORT}` },
    },
  ],
  // The exported sites, served as any static host would serve them (never the dev server).
  webServer: [
    {
      command: `http-server out -a 127.0.0.1 -p ${PORT} -c-1 --silent`,
      url: `http://127.0.0.1:${PORT}/en-US/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `tsx scripts/build.ts && http-server out.hostile-markdown -a 127.0.0.1 -p ${HOSTILE_PORT} -c-1 --silent`,
      env: { CONTENT_DIR: 'tests/fixtures/content/hostile', OUT_DIR: 'out.hostile-markdown' },
      url: `http://127.0.0.1:${HOSTILE_PORT}/en-US/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
