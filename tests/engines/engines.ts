/*
 * The two engines besides Chromium that visitors bring, driven through the automation each ships
 * in Debian (Playwright's own WebKit and Firefox builds cannot be downloaded on our machines):
 *
 * - WebKit, the engine of every browser on an iPhone (WeChat's included): WebKitGTK's MiniBrowser,
 *   driven by WebKitWebDriver (W3C WebDriver) through selenium-webdriver, Selenium's own client,
 *   pointed at a driver we start, so it never downloads one. The browser needs a display: an Xvfb.
 * - Firefox: Firefox ESR speaks WebDriver BiDi itself, driven by puppeteer-core, which launches it
 *   with no separate driver.
 *
 * Both are wrapped in one small interface, so that each journey is written once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import { freePort } from '@/scripts/lib/serving/free-port';

export type EngineName = 'webkit' | 'firefox';
export type Viewport = { name: 'phone' | 'desktop'; width: number; height: number };
export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** A key a journey presses. */
export type KeyName = 'Enter' | 'Escape' | 'ArrowRight' | 'Tab';

/** A browser window of one engine, at one size, on the site at `origin`. */
export interface EngineWindow {
  readonly engine: EngineName;
  /** Loads `path`, on the site's origin, or a whole address, as a new document. */
  open(path: string): Promise<void>;
  /** Runs `script` in the page, with `args`, and returns what it returns. */
  evaluate<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Waits until `script` returns something truthy in the page (10 s at most). */
  waitFor<A extends unknown[]>(what: string, script: (...args: A) => unknown, ...args: A): Promise<void>;
  /**
   * Clicks the first element `selector` matches, as a visitor's pointer would, once it is there
   * and can be clicked (an element of a document being replaced is looked up again).
   */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the first element `selector` matches, once it is there. */
  hover(selector: string): Promise<void>;
  /**
   * Replaces the text of the first field (input or textarea) `selector` matches, once it is there,
   * by typing `text` key by key, as a visitor would: each key its own input event.
   */
  fill(selector: string, text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** A PNG of the first element `selector` matches, alone. */
  screenshotOf(selector: string): Promise<Uint8Array>;
  /** Waits for the next file the window saves (a download), and gives its path. */
  nextDownload(what: string): Promise<string>;
  /**
   * Uncaught script errors and Content-Security-Policy violations seen so far, each document's
   * read before the next one loads.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

const WEBKIT_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FIREFOX = '/usr/bin/firefox-esr';
const WAIT_MS = 10_000;
const MINIBROWSER_NARROWEST = 450;

/** The Debian packages an engine needs, with the files that tell they are installed. */
const PACKAGES: Record<EngineName, [file: string, debianPackage: string][]> = {
  webkit: [
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    [WEBKIT_BROWSER, 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ],
  firefox: [[FIREFOX, 'firefox-esr']],
};

/** Throws, naming the Debian packages to install, when an engine is missing. */
function requireEngine(engine: EngineName) {
  const missing = [...new Set(PACKAGES[engine].filter(([file]) => !existsSync(file)).map(([, name]) => name))];
  if (missing.length > 0) {
    throw new Error(`${engine} is not installed: apt-get install ${missing.join(' ')} (.ci/run installs it when missing)`);
  }
}

/**
 * Listens, from the start of each document where the engine allows it, for what `problems()`
 * reports. Stored on the window, so each document's list is read before the next one loads.
 */
function watchForProblems() {
  const found = ((window as unknown as { __engineProblems?: string[] }).__engineProblems ??= []);
  document.addEventListener('securitypolicyviolation', (event) => found.push(`CSP ${event.violatedDirective}: ${event.blockedURI}`));
  window.addEventListener('error', (event) => found.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => found.push(`unhandled rejection: ${String(event.reason)}`));
}
const readProblems = () => (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [];

export async function openWindow(engine: EngineName, origin: string, viewport: Viewport): Promise<EngineWindow> {
  requireEngine(engine);
  return engine === 'webkit' ? openWebKit(origin, viewport) : openFirefox(origin, viewport);
}

/**
 * A folder of its own for what a window saves, each engine set to save there without asking, and
 * the way to wait for the next file in it: complete once the engine's partial file is gone.
 */
async function downloadsFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'engine-downloads-'));
  const seen = new Set<string>();
  return {
    folder,
    async next(what: string) {
      let found = '';
      await poll(what, async () => {
        const names = await readdir(folder);
        if (names.some((name) => name.endsWith('.part'))) return false;
        for (const name of names.filter((name) => !seen.has(name) && !name.startsWith('.'))) {
          if ((await stat(path.join(folder, name))).size === 0) continue;
          seen.add(name);
          found = path.join(folder, name);
          return true;
        }
        return false;
      });
      return found;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

async function poll(what: string, check: () => Promise<unknown>) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A journey's script, typed by the interface above rather than by Puppeteer's own handles. */
type AnyScript = (...args: unknown[]) => unknown;

/** Focuses a field and selects its text, which the keys typed next replace. */
function focusAndSelect(selector: string) {
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!field) throw new Error(`no field matches ${selector}`);
  field.focus();
  field.select();
}

async function openFirefox(origin: string, viewport: Viewport): Promise<EngineWindow> {
  const downloads = await downloadsFolder();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    // Saved in the window's folder, as a visitor's Firefox saves to Downloads without asking.
    extraPrefsFirefox: {
      'browser.download.dir': downloads.folder,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  // Firefox ESR 140 sets the size but refuses the screen orientation Puppeteer sets with it;
  // the size is checked below, so a refusal of anything else still fails.
  await page.setViewport({ width: viewport.width, height: viewport.height }).catch((error: Error) => {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  });
  // A preload script: the listeners are in place before any of the page's own scripts run.
  await page.evaluateOnNewDocument(watchForProblems);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${String(error)}`));
  const harvest = async () => problems.push(...(await page.evaluate(readProblems).catch(() => [])));
  const window: EngineWindow = {
    engine: 'firefox',
    async open(path) {
      await harvest();
      // A page that moves on at once (a legacy address) ends its own load, which Firefox reports
      // as an aborted navigation; the journey then waits for where it lands.
      await page.goto(new URL(path, origin).href).catch((error: Error) => {
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      });
    },
    evaluate: (script, ...args) => page.evaluate(script as AnyScript, ...args) as never,
    waitFor: (what, script, ...args) => poll(what, () => page.evaluate(script as AnyScript, ...args)),
    // Tried again until it lands: an element of a document being replaced cannot be clicked.
    click: (selector) =>
      poll(`a click on ${selector}`, async () => {
        await page.click(selector);
        return true;
      }),
    hover: (selector) =>
      poll(`the pointer over ${selector}`, async () => {
        await page.hover(selector);
        return true;
      }),
    fill: (selector, text) =>
      poll(`typing into ${selector}`, async () => {
        await page.evaluate(focusAndSelect, selector);
        await page.keyboard.type(text);
        return true;
      }),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    async screenshotOf(selector) {
      const element = await page.$(selector);
      if (!element) throw new Error(`no element matches ${selector}`);
      return element.screenshot();
    },
    nextDownload: (what) => downloads.next(what),
    async problems() {
      await harvest();
      return [...new Set(problems)];
    },
    async close() {
      await browser.close();
      await downloads.remove();
    },
  };
  const size = await page.evaluate(() => [innerWidth, innerHeight]);
  if (size[0] !== viewport.width) throw new Error(`Firefox opened ${size.join(' × ')} for ${viewport.width} × ${viewport.height}`);
  return window;
}

/** Starts an X server on a free display and returns it with the display's name. */
function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to file descriptor 3.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    xvfb.on('error', reject);
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve({ xvfb, display: `:${data.toString().trim()}` }));
  });
}

const WEBDRIVER_KEYS: Record<KeyName, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, Tab: Key.TAB };

async function openWebKit(origin: string, viewport: Viewport): Promise<EngineWindow> {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const downloads = await downloadsFolder();
  // MiniBrowser saves a download without asking, in the home folder when it has no Downloads
  // folder: the window's folder is its home.
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display, HOME: downloads.folder },
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.kill();
    void downloads.remove();
  };
  let driver: WebDriver;
  try {
    await poll('WebKitWebDriver to listen', () => fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok));
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width: viewport.width, height: viewport.height });
  } catch (error) {
    stop();
    throw error;
  }
  const problems: string[] = [];
  // WebDriver (not BiDi) has no preload script: the listeners start once a document has loaded,
  // so what happens while it loads goes unseen here.
  const harvest = async () => problems.push(...(((await driver.executeScript(readProblems).catch(() => [])) as string[]) ?? []));
  const run = <T, A extends unknown[]>(script: (...args: A) => T, ...args: A) =>
    driver.executeScript(`return (${script.toString()}).apply(null, arguments)`, ...args) as Promise<Awaited<T>>;
  const window: EngineWindow = {
    engine: 'webkit',
    async open(path) {
      await harvest();
      await driver.get(new URL(path, origin).href);
      await run(watchForProblems);
    },
    evaluate: run,
    waitFor: (what, script, ...args) => poll(what, () => run(script, ...args)),
    // Tried again until it lands: WebDriver reports a missing or stale element before clicking.
    click: (selector) =>
      poll(`a click on ${selector}`, async () => {
        await driver.findElement(By.css(selector)).click();
        return true;
      }),
    hover: (selector) =>
      poll(`the pointer over ${selector}`, async () => {
        await driver
          .actions()
          .move({ origin: await driver.findElement(By.css(selector)) })
          .perform();
        return true;
      }),
    // Typed to the focused field: WebDriver's own typing into an element moves the caret to its end.
    fill: (selector, text) =>
      poll(`typing into ${selector}`, async () => {
        await run(focusAndSelect, selector);
        await driver.actions().sendKeys(text).perform();
        return true;
      }),
    press: (key) => driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
    screenshot: async (file) => writeFile(file, await driver.takeScreenshot(), 'base64'),
    // WebKitWebDriver's own element screenshot is taken at the wrong place once the page has
    // scrolled: the element is cut from a screenshot of the window instead.
    async screenshotOf(selector) {
      const box = await run((selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return [rect.left, rect.top, rect.right, rect.bottom].map((edge) => edge * devicePixelRatio);
      }, selector);
      const [left, top] = [Math.floor(box[0]!), Math.floor(box[1]!)];
      const [width, height] = [Math.ceil(box[2]!) - left, Math.ceil(box[3]!) - top];
      return sharp(Buffer.from(await driver.takeScreenshot(), 'base64'))
        .extract({ left, top, width, height })
        .png()
        .toBuffer();
    },
    nextDownload: (what) => downloads.next(what),
    async problems() {
      await harvest();
      return [...new Set(problems)];
    },
    async close() {
      await driver.quit().catch(() => {});
      stop();
    },
  };
  // MiniBrowser's window keeps its toolbar, which holds it at about 450 px at least: the narrowest
  // phone window it opens, still well within the site's phone layout (below 48rem).
  const width = await run(() => innerWidth);
  if (width > Math.max(viewport.width, MINIBROWSER_NARROWEST) + 20) {
    await window.close();
    throw new Error(`MiniBrowser opened ${width} px wide for ${viewport.width}`);
  }
  return window;
}
