import { defineConfig } from '@playwright/test';
import config from './playwright.config';
import { SMOKE } from './tests/e2e/tags';

/**
 * The end-to-end part of `npm run test:quick`: the smoke test alone, in Chromium at a desktop's
 * width, against out/ served as a static host serves it. Only the server of the tests' own address
 * starts: the extra builds and nginx of the whole suite are left to `npm test`.
 */
const servers = [config.webServer ?? []].flat();

export default defineConfig({
  ...config,
  grep: new RegExp(SMOKE),
  projects: config.projects!.filter((project) => project.name === 'desktop'),
  webServer: servers.filter((server) => server.url?.startsWith(`${config.use!.baseURL}/`)),
});
