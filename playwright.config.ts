import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The browser: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the system Chromium, else Playwright's own download. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const PORT = 4173;

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // The exported site, served as any static host would serve it (never the dev server).
  webServer: {
    command: `http-server out -a 127.0.0.1 -p ${PORT} -c-1 --silent`,
    url: `http://127.0.0.1:${PORT}/en-US/`,
    reuseExistingServer: !process.env.CI,
  },
});
