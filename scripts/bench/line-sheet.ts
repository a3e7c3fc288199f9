import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportedFile, lineSheetPath, localePath } from '@/app/_addresses/site-addresses';
import { locales } from '@/app/_config/locales';
import { launchChromium } from '../lib/chromium';
import { serveStatic } from '../lib/serving/static-server';
import { gzippedKilobytes } from './measure';

/** What the whole line sheet costs in one language: its page, gzipped, and printing it to PDF as a visitor's "Save as PDF" does. */
export type LineSheetFigures = {
  locale: string;
  htmlKilobytes: number;
  /** From asking for the page to its network falling idle, on this machine's loopback: the pictures in view and just below. */
  loadSeconds: number;
  /** Printing, the other pictures' loading included: they load when scrolled to, or printed. */
  printSeconds: number;
  pdfPages: number;
  pdfMegabytes: number;
};

/** Serves `outDir` and prints each language's whole line sheet in Chromium, the end-to-end tests' browser. */
export async function measureLineSheet(outDir: string): Promise<LineSheetFigures[]> {
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const folder = await mkdtemp(path.join(tmpdir(), 'line-sheet-'));
  const figures: LineSheetFigures[] = [];
  try {
    for (const locale of locales) {
      const address = localePath(locale, lineSheetPath());
      const html = await readFile(path.join(outDir, exportedFile(address)));
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const loading = performance.now();
      await page.goto(`${server.origin}${address}`, { waitUntil: 'networkidle', timeout: 600_000 });
      const loadSeconds = (performance.now() - loading) / 1000;
      await page.emulateMedia({ media: 'print' });
      const printing = performance.now();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const printSeconds = (performance.now() - printing) / 1000;
      await page.close();
      const file = path.join(folder, `${locale}.pdf`);
      await writeFile(file, pdf);
      const pdfPages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
      figures.push({
        locale,
        htmlKilobytes: gzippedKilobytes(html),
        loadSeconds,
        printSeconds,
        pdfPages,
        pdfMegabytes: pdf.length / 1024 / 1024,
      });
    }
  } finally {
    await browser.close();
    server.close();
    await rm(folder, { recursive: true, force: true });
  }
  return figures;
}
