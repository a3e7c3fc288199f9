import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests and the benchmarks run: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the
 * system's Chromium headless shell, else its Chromium; undefined leaves Playwright its own download.
 * The headless shell is what Playwright's own download runs headless tests in: the same Blink and
 * V8 without the full browser around them, and quicker (docs/measured-choices.md).
 */
export const chromiumExecutable = (): string | undefined =>
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

/** That Chromium, headless, for the benchmarks' pages: without its sandbox, as the browser tests launch it (playwright.config.ts). */
export const launchChromium = () => chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
