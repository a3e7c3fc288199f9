import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';

/*
 * The editors' CMS at /admin/ (scripts/lib/admin.ts), as shipped: its config.yml is the exported
 * one, with only the backend swapped for Sveltia's test repository, which keeps files in the
 * browser's private storage (OPFS, under sveltia-cms-test/). An editor with a Chinese browser adds a
 * product in both languages with a large photograph, and the files the CMS writes are read back.
 * It needs out/admin/, which the build does not write yet (scripts/lib/admin.ts, writeAdmin).
 */

test.use({ locale: 'zh-CN' });

/** Where the test repository keeps its files. */
const TEST_REPOSITORY = 'sveltia-cms-test';

/** A product already in the repository, for the new one to name as its other colour. */
const EXISTING = {
  'content/products/rj-hr-001/index.en-US.md': [
    '---',
    'name: Hibiscus Dawn',
    'sku: rj-hr-001',
    'type: hand-rolled-scarf',
    'material: silk',
    'size:',
    '  width: 90',
    '  height: 90',
    'price:',
    '  amount: 1680',
    '  currency: CNY',
    'shopUrl: https://shop.rongjin-silk.com/products/rj-hr-001',
    'care: silk-twill',
    'images:',
    '  - front.jpg',
    '---',
    '',
    'A garland of hibiscus on a celadon ground.',
    '',
  ].join('\n'),
  'content/products/rj-hr-001/index.zh-CN.md': ['---', 'name: 芙蓉晨曦', '---', '', '青瓷色底上的一轮芙蓉团花。', ''].join('\n'),
};

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

/** Runs in the page: every file of the test repository under `folder`, as text (pictures as their size in bytes). */
async function readRepository(page: Page, folder: string): Promise<Record<string, string>> {
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
            files[`${prefix}${name}`] = /\.(md|ya?ml)$/.test(name) ? await file.text() : `${file.size} bytes, ${file.type}`;
          }
        }
      };
      await walk(handle, `${folder}/`);
      return files;
    },
    { root: TEST_REPOSITORY, folder },
  );
}

/** A 2,400 × 1,600 photograph-like JPEG: noise, so that it does not compress to nothing. */
async function photograph(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test('an editor with a Chinese browser adds a product in both languages, with a large photograph, under the page policy', async ({
  page,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(violation: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  // The shipped configuration, with the test repository instead of GitHub. Sveltia asks for it
  // with a query (config.yml?_=…) to bypass caches.
  let configs = 0;
  await page.route(/\/admin\/config\.yml(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const shipped = await response.text();
    expect(parse(shipped).backend).toMatchObject({ name: 'github' });
    configs++;
    await route.fulfill({ response, body: shipped.replace(/^backend:\n( {2}.*\n)+/m, 'backend:\n  name: test-repo\n') });
  });

  // Under the cross-origin opener policy, Playwright may miss the load event: wait for what is shown.
  await page.goto('/admin/', { waitUntil: 'commit' });
  await seedRepository(page, EXISTING);
  await page.getByRole('button', { name: '使用测试仓库' }).click();
  expect(configs).toBeGreaterThan(0);

  // The interface is in Chinese; the labels are the configuration's own, in both languages.
  await expect(page.getByRole('radio', { name: '内容' })).toBeVisible();
  await page.goto('/admin/#/collections/products/new', { waitUntil: 'commit' });
  const editor = page.getByRole('group', { name: '内容编辑器' });
  await expect(editor.getByRole('button', { name: '保存' })).toBeVisible();
  /** A screenshot of the form as it is, attached to the test's results. */
  const showForm = async (name: string) => {
    const file = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
  /**
   * A field of the form, scrolled to. The editor draws fields as they come into view (an object's
   * fields, the fields below a picture once it is added): scroll down until this one is drawn.
   */
  const field = async (label: string, locale = '英语（美国）') => {
    // The pane that edits that language; on a wide screen the other pane previews it.
    const pane = editor.getByRole('group', { name: new RegExp(`^编辑 .?${locale}.? 内容$`) });
    const group = pane.getByRole('group', { name: new RegExp(`「.?${label}.?」`) });
    await expect(async () => {
      if ((await group.count()) === 0)
        await pane
          .getByRole('group', { name: /」字段$/ })
          .last()
          .scrollIntoViewIfNeeded();
      await expect(group).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await group.scrollIntoViewIfNeeded();
    return group;
  };

  await (await field('Name 名称')).getByRole('textbox').fill('Hibiscus Dusk');
  await (await field('Sku 产品编号')).getByRole('textbox').fill('rj-hr-003');
  await (await field('Type 类型')).getByRole('combobox').click();
  await page.getByRole('option', { name: 'Scarf with hand-rolled edges 手工卷边方巾' }).click();
  await (await field('Width \\(cm\\) 宽（厘米）')).getByRole('spinbutton').fill('90');
  await (await field('Height \\(cm\\) 高（厘米）')).getByRole('spinbutton').fill('90');
  await field('Price 价格');
  await (await field('Amount 金额')).getByRole('spinbutton').fill('1680');
  await (await field('Shop page 网店页面')).getByRole('textbox').fill('https://shop.rongjin-silk.com/products/rj-hr-003');
  // With few products to choose from, they are checkboxes (its Add button creates a new product).
  await (await field('Other colours 其他配色')).getByRole('checkbox', { name: 'rj-hr-001 · Hibiscus Dawn' }).check();
  await (await field('Care 护理说明')).getByRole('radio', { name: /^silk-twill/ }).check();
  // A camera's file name, with Chinese in it: the CMS makes it safe and the picture a WebP.
  // What dropping a file on the field does (its Browse button opens the media library instead).
  await (
    await field('Pictures 图片')
  )
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'Hibiscus Dusk 正面.JPG', mimeType: 'image/jpeg', buffer: await photograph() });
  // The picture is converted in the background, and saving before it is done saves the product
  // without it (Sveltia 0.221.1): wait for its new name.
  await expect(await field('Pictures 图片')).toContainText('hibiscus-dusk.webp', { timeout: 30_000 });
  await (await field('Description 描述')).getByRole('textbox').fill('A garland of hibiscus at nightfall, on a deep plum ground.');

  await showForm('product form, en-US');

  // A wide screen switches language with buttons, a phone with a drop-down.
  const english = editor.getByRole('group', { name: /^编辑 .?英语（美国）.? 内容$/ });
  const dropDown = english.getByRole('combobox', { name: '切换语言' });
  if (await dropDown.isVisible()) {
    await dropDown.click();
    await page.getByRole('option', { name: '中文（中国）' }).click();
  } else await english.getByRole('radio', { name: '中文（中国）' }).click();
  await (await field('Name 名称', '中文（中国）')).getByRole('textbox').fill('芙蓉暮色');
  await (await field('Description 描述', '中文（中国）')).getByRole('textbox').fill('深梅色底上，入夜的一轮芙蓉团花。');

  await showForm('product form, zh-CN');

  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0, { timeout: 30_000 });

  const files = await readRepository(page, 'content/products/rj-hr-003');
  const written = testInfo.outputPath('files-written.json');
  await writeFile(written, JSON.stringify(files, null, 2));
  await testInfo.attach('files written', { path: written, contentType: 'application/json' });
  expect(Object.keys(files).toSorted()).toEqual([
    'content/products/rj-hr-003/hibiscus-dusk.webp',
    'content/products/rj-hr-003/index.en-US.md',
    'content/products/rj-hr-003/index.zh-CN.md',
  ]);
  const frontmatter = (text: string) => parse(text.split('---\n')[1]!) as Record<string, unknown>;
  expect(frontmatter(files['content/products/rj-hr-003/index.en-US.md']!)).toEqual({
    name: 'Hibiscus Dusk',
    sku: 'rj-hr-003',
    type: 'hand-rolled-scarf',
    material: 'silk',
    size: { width: 90, height: 90 },
    price: { amount: 1680, currency: 'CNY' },
    shopUrl: 'https://shop.rongjin-silk.com/products/rj-hr-003',
    variants: ['rj-hr-001'],
    care: 'silk-twill',
    images: ['hibiscus-dusk.webp'],
  });
  expect(files['content/products/rj-hr-003/index.en-US.md']).toContain('A garland of hibiscus at nightfall');
  // The Chinese file holds only what is written in Chinese.
  expect(frontmatter(files['content/products/rj-hr-003/index.zh-CN.md']!)).toEqual({ name: '芙蓉暮色' });
  expect(files['content/products/rj-hr-003/index.zh-CN.md']).toContain('深梅色底上');

  // The photograph was reduced to at most 3,000 px and no less than 1,600 px on its long side: this one keeps its 2,400.
  const picture = await page.evaluate(
    async ({ root }) => {
      let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of ['content', 'products', 'rj-hr-003']) handle = await handle.getDirectoryHandle(part);
      const file = await (await handle.getFileHandle('hibiscus-dusk.webp')).getFile();
      const bitmap = await createImageBitmap(file);
      return { type: file.type, width: bitmap.width, height: bitmap.height };
    },
    { root: TEST_REPOSITORY },
  );
  expect(picture).toMatchObject({ width: 2400, height: 1600 });

  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
