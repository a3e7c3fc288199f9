import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { contentRoot } from '@/app/_content';

/*
 * The editors' CMS at /admin/ (scripts/lib/cms/admin.ts), as shipped: its config.yml is the exported
 * one, with only the backend swapped for Sveltia's test repository, which keeps files in the
 * browser's private storage (OPFS, under sveltia-cms-test/), seeded with the texts of content/.
 */

/** Where the test repository keeps its files. */
const TEST_REPOSITORY = 'sveltia-cms-test';

/** The Chinese names of the languages, as the CMS shows them to an editor with a Chinese browser. */
export const LANGUAGE = { 'en-US': '英语（美国）', 'zh-CN': '中文（中国）' } as const;

/** Every text file of content/ (Markdown and YAML), by its path in the repository: what the CMS edits. */
export async function contentTexts(): Promise<Record<string, string>> {
  const root = contentRoot();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const texts = entries.filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name) && entry.parentPath !== root);
  return Object.fromEntries(
    await Promise.all(
      texts.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [`content/${path.relative(root, file).split(path.sep).join('/')}`, await readFile(file, 'utf8')] as const;
      }),
    ),
  );
}

/** Runs in the page: writes `files` (path → text) into the test repository. */
async function seedRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ root, files }) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(root, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { root: TEST_REPOSITORY, files },
  );
}

/** Runs in the page: every file of the test repository under `folder`: texts as they are, pictures in base64. */
export async function readRepository(page: Page, folder: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ root, folder }) => {
      const files: Record<string, string> = {};
      let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of folder.split('/')) handle = await handle.getDirectoryHandle(part);
      const walk = async (directory: FileSystemDirectoryHandle, prefix: string) => {
        for await (const [name, entry] of directory.entries() as AsyncIterable<[string, FileSystemHandle]>) {
          if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else {
            const file = await (entry as FileSystemFileHandle).getFile();
            if (/\.(md|ya?ml)$/.test(name)) files[`${prefix}${name}`] = await file.text();
            else {
              const bytes = new Uint8Array(await file.arrayBuffer());
              let binary = '';
              for (let index = 0; index < bytes.length; index += 0x8000)
                binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
              files[`${prefix}${name}`] = btoa(binary);
            }
          }
        }
      };
      await walk(handle, `${folder}/`);
      return files;
    },
    { root: TEST_REPOSITORY, folder },
  );
}

/**
 * Opens /admin/ with the shipped configuration, the test repository seeded with the texts of
 * content/, and signs in to it. Returns what went wrong meanwhile and after: requests to another
 * origin, errors, and violations of the page's policy.
 */
export async function openAdmin(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (violation: string) => problems.push(`policy violation: ${violation}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(violation: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  // Sveltia asks for its configuration with a query (config.yml?_=…) to bypass caches.
  await page.route(/\/admin\/config\.yml(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const shipped = await response.text();
    expect(parse(shipped).backend).toMatchObject({ name: 'github' });
    await route.fulfill({ response, body: shipped.replace(/^backend:\n( {2}.*\n)+/m, 'backend:\n  name: test-repo\n') });
  });
  // Under the cross-origin opener policy, Playwright may miss the load event: wait for what is shown.
  await page.goto('/admin/', { waitUntil: 'commit' });
  await seedRepository(page, await contentTexts());
  // The interface is in the browser's language.
  await page.getByRole('button', { name: '使用测试仓库' }).click();
  await expect(page.getByRole('radio', { name: '内容' })).toBeVisible();
  return problems;
}

/** The entry editor, and its fields by label in one language's pane. */
export function entryEditor(page: Page) {
  const editor = page.getByRole('group', { name: '内容编辑器' });
  const pane = (locale: keyof typeof LANGUAGE) => editor.getByRole('group', { name: new RegExp(`^编辑 .?${LANGUAGE[locale]}.? 内容$`) });
  /**
   * A field, scrolled to. The editor draws fields as they come into view (an object's fields, the
   * fields below a picture once it is added): scroll down until this one is drawn.
   */
  const field = async (label: string, locale: keyof typeof LANGUAGE = 'en-US'): Promise<Locator> => {
    const group = pane(locale).getByRole('group', { name: new RegExp(`「.?${label}.?」`) });
    await expect(async () => {
      if ((await group.count()) === 0) {
        const last = pane(locale)
          .getByRole('group', { name: /」字段$/ })
          .last();
        await last.scrollIntoViewIfNeeded();
        // The field drawn last may be in view already, with the next one just below it: scroll
        // with the wheel, away from the inputs (over a number field, the wheel changes it).
        await pane(locale).hover({ position: { x: 2, y: 2 } });
        await page.mouse.wheel(0, 300);
      }
      await expect(group).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await group.scrollIntoViewIfNeeded();
    return group;
  };
  /** Shows the pane of `locale`: a wide screen switches language with buttons, a phone with a drop-down. */
  const showLanguage = async (locale: keyof typeof LANGUAGE) => {
    const dropDown = pane('en-US').getByRole('combobox', { name: '切换语言' });
    const button = pane('en-US').getByRole('radio', { name: LANGUAGE[locale] });
    await expect(dropDown.or(button)).toBeVisible();
    if (await dropDown.isVisible()) {
      await dropDown.click();
      await page.getByRole('option', { name: LANGUAGE[locale] }).click();
    } else await button.click();
  };
  return { editor, field, showLanguage, save: editor.getByRole('button', { name: '保存' }) };
}
