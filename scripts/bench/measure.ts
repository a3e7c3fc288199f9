import { execFileSync, spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { exportedFile, localePath, productListPath } from '@/app/_addresses/site-addresses';
import { scriptCommand } from '../lib/content/script-command';

/** The machine figures are measured on, as the reports name it: its processors, memory and Node. */
export const describeMachine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim()} (${availableParallelism()} usable), ${(totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}`;

export type Run = { seconds: number; peakMegabytes: number };

// Lighthouse's phone profile: a mid-range phone (CPU four times slower than this machine's) on slow 4G.
const PHONE = { width: 412, height: 823 };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** A browser context of the phone: its screen, touch, and pixel density. */
export const PHONE_CONTEXT = { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 };

/** Slows `page` of `context` to the phone's network and CPU, through Chromium's DevTools protocol. */
export async function throttleLikePhone(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Sum of the resident memory of a process and all its descendants, in kilobytes. */
function treeResidentKilobytes(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return rows.reduce((sum, [pid, , rss]) => (tree.has(pid) ? sum + rss : sum), 0);
}

/** Runs a command to its end, timing it and sampling the memory of its whole process tree. */
export function measure(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<Run> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeResidentKilobytes(child.pid!))), 100);
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed (exit status ${code})`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMegabytes: peak / 1024 });
    }),
  );
}

/** Builds this site as `npm run build` does, from the catalogue in `contentDir` into `outDir`, measured. */
export const buildSite = (contentDir: string, outDir: string): Promise<Run> =>
  measure(...scriptCommand('scripts/build.ts'), {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CONTENT_DIR: contentDir, OUT_DIR: path.relative('.', outDir) },
  });

export type Weights = {
  pages: number;
  outMegabytes: number;
  /** Gzipped sizes in kilobytes. */
  listHtml: number;
  productHtml: number;
  productScripts: number;
};

export const gzippedKilobytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * Where a file of the framework's that a page links lies in the export, whatever the base path.
 * The address is percent-encoded: a route's folder such as [locale] is linked as %5Blocale%5D.
 */
export const frameworkFile = (href: string) => decodeURIComponent(href.replace(/^.*?\/_next\//, '_next/'));

/** What an export weighs: its pages and size, and what the product list and a product page send, gzipped. */
export async function weigh(outDir: string, productPage: string): Promise<Weights> {
  const files = await readdir(outDir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    files.filter((file) => file.isFile()).map(async (file) => (await stat(path.join(file.parentPath, file.name))).size),
  );
  const productHtml = await readFile(path.join(outDir, productPage), 'utf8');
  // Scripts a modern browser loads: module-capable <script src> and scripts preloaded for later.
  const sources = [
    ...productHtml.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g),
    ...productHtml.matchAll(/<link(?=[^>]*\bas="script")[^>]*\shref="([^"]+)"/g),
  ];
  const scripts = [...new Set(sources.map(([, src]) => frameworkFile(src!)))];
  const scriptSizes = await Promise.all(scripts.map(async (src) => gzippedKilobytes(await readFile(path.join(outDir, src)))));
  return {
    pages: files.filter((file) => file.isFile() && file.name.endsWith('.html')).length,
    outMegabytes: sizes.reduce((sum, size) => sum + size, 0) / 1024 / 1024,
    listHtml: gzippedKilobytes(await readFile(path.join(outDir, exportedFile(localePath('en-US', productListPath({})))))),
    productHtml: gzippedKilobytes(productHtml),
    productScripts: scriptSizes.reduce((sum, size) => sum + size, 0),
  };
}
