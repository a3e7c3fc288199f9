import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parsePage } from './exported-html';
import { HOSTILE_BUILD } from './servers/test-servers';
import { locales } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * The site built from tests/fixtures/content/hostile, whose texts try every usual way of running
 * code: each payload would set `window.__pwned`. Served by tests/e2e/servers/variant-builds.ts.
 */
const HOSTILE_OUT_DIR = HOSTILE_BUILD.outDir;
const screens = ['/', '/about/', '/contact/', '/product/', '/product/fx-001/', '/product/fx-002/'];

/**
 * Finds, in a page's HTML parsed as a browser parses it (parse5 follows the HTML standard, and reads
 * <noscript> as `DOMParser` does, scripting off), every place where content became markup or code.
 */
function findExecutableContent(html: string): string[] {
  const $ = parsePage(html, { scriptingEnabled: false });
  const found: string[] = [];
  const isJson = (text: string) => {
    try {
      return JSON.parse(text) !== undefined;
    } catch {
      return false;
    }
  };
  // Next.js hands data to the page as `self.__next_f.push(<JSON>)`: content inside it is a string, not code.
  const isNextData = (code: string) => isJson(/^self\.__next_f\.push\((.*)\)$/s.exec(code.trim())?.[1] ?? '');
  for (const node of $.root().find('*').toArray()) {
    const element = $(node);
    // Attributes a browser acts on; the rest (alt, title, aria-label, content…) are only text.
    const active = (name: string) =>
      name.startsWith('on') || ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].includes(name) || element.is('meta[http-equiv]');
    for (const [name, value] of Object.entries(node.attribs)) {
      if (active(name) && /__pwned|^\s*(javascript|data):/i.test(value)) found.push(`<${node.tagName} ${name}="${value}">`);
    }
    if (node.tagName === 'script' || node.tagName === 'style') {
      const code = element.text();
      // Structured data is a whole JSON document only if no text from content closed its element early.
      const isStructuredData = element.attr('type') === 'application/ld+json' && isJson(code);
      if (code.includes('__pwned') && !isNextData(code) && !isStructuredData) found.push(`<${node.tagName}>${code.slice(0, 80)}`);
    }
  }
  return found;
}

test('no exported page carries executable markup from content', async () => {
  const files = (await readdir(HOSTILE_OUT_DIR, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThanOrEqual(locales.length * screens.length);
  for (const file of files) {
    const html = await readFile(path.join(HOSTILE_OUT_DIR, file), 'utf8');
    expect(findExecutableContent(html), file).toEqual([]);
  }
});

for (const locale of locales) {
  for (const screen of screens) {
    test(`nothing from content runs on /${locale}${screen}`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await page.goto(`/${locale}${screen}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Whatever is clickable in the texts from content is clicked too (links to other sites aside).
      for (const link of await page.locator('main .prose a:not([href^="http"])').all()) {
        if (await link.isVisible()) await link.click({ noWaitAfter: true });
      }
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => ({
          pwned: (window as { __pwned?: unknown }).__pwned,
          location: typeof window.location.href,
          cookie: typeof document.cookie,
          handlers: [...document.querySelectorAll('*')].flatMap((element) =>
            [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name),
          ),
          // The header's search form, the product page's QR code and the Save buttons' mark are the
          // site's own (content's Markdown makes no button); any other form or drawing came from content.
          frames: document.querySelectorAll(
            'iframe, object, embed, form:not(header form), main svg:not(article details > figure > svg, button[aria-pressed] > svg), main style',
          ).length,
        })),
      ).toEqual({ pwned: undefined, location: 'string', cookie: 'string', handlers: [], frames: 0 });
      expect(dialogs).toEqual([]);
    });
  }
}

test('the hostile texts are shown as harmless text, with safe external links', async ({ page }) => {
  await page.goto('/en-US/product/fx-001/');
  await expect(page.getByText('Every line below tries to run code').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("<script>window.__pwned = 'name'</script>");
  await expect(page.getByRole('link', { name: 'an external link' }).first()).toHaveAttribute('rel', 'noopener noreferrer');
  await page.goto('/en-US/contact/');
  await expect(page.getByText(`<img src=x onerror="window.__pwned='manager'">Ms. Test`)).toBeVisible();
});

test('a product name holding markup shows as text in the search results', async ({ page }) => {
  await page.goto(`/en-US/search/?q=${encodeURIComponent('Fixture')}`);
  const names = page.locator(`${parts.searchResults} a > span:first-of-type`);
  await expect(names.first()).toBeVisible();
  await expect(names.filter({ hasText: "<script>window.__pwned = 'name'</script>" })).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator(`${parts.searchResults} :is(script, [onerror])`).count()).toBe(0);
});
