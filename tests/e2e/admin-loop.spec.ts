import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { contentRoot } from '@/app/_content';
import { entryEditor, openAdmin, readRepository } from './admin-support';

/*
 * The loop from an edit in the browser to a published page, once (it builds the site): an editor
 * with a Chinese browser adds a product in both languages with a large photograph; the files the
 * CMS writes pass the content check and build into the product's pages.
 */

// At the desktop width and height of the other CMS tests (admin.spec.ts).
test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });

/** A 2,400 px square photograph-like JPEG: noise, so that it does not compress to nothing. */
async function photograph(): Promise<Buffer> {
  const side = 2400;
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const SKU = 'rj-hr-003';
const OUT_DIR = 'out.admin-loop';

test('a product added in the browser, in both languages with a 2,400 px photograph, passes the check and builds', async ({
  page,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(300_000);
  const problems = await openAdmin(page, new URL(baseURL!).origin);
  await page.goto('/admin/#/collections/products/new', { waitUntil: 'commit' });
  const { field, showLanguage, save } = entryEditor(page);

  await (await field('Name 名称')).getByRole('textbox').fill('Hibiscus Dusk');
  await (await field('Sku 产品编号')).getByRole('textbox').fill(SKU);
  await (await field('Type 类型')).getByRole('combobox').click();
  await page.getByRole('option', { name: 'Scarf with hand-rolled edges 手工卷边方巾' }).click();
  await (await field('Width \\(cm\\) 宽（厘米）')).getByRole('spinbutton').fill('90');
  await (await field('Height \\(cm\\) 高（厘米）')).getByRole('spinbutton').fill('90');
  await field('Price 价格');
  await (await field('Amount 金额')).getByRole('spinbutton').fill('1680');
  await (await field('Shop page 网店页面')).getByRole('textbox').fill(`https://shop.rongjin-silk.com/products/${SKU}`);
  await (await field('Care 护理说明')).getByRole('radio', { name: /^silk-twill/ }).check();
  // A date picker, already on today: a new product is added on the day it is written.
  await expect((await field('Added on 上新日期')).locator('input[type="date"]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  // A camera's file name, with Chinese in it: the CMS makes it safe and the picture a WebP. This is
  // what dropping a file on the field does (its Browse button opens the media library instead).
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
  await showLanguage('zh-CN');
  await (await field('Name 名称', 'zh-CN')).getByRole('textbox').fill('芙蓉暮色');
  await (await field('Description 描述', 'zh-CN')).getByRole('textbox').fill('深梅色底上，入夜的一轮芙蓉团花。');
  await save.click();
  await expect(save).toHaveCount(0, { timeout: 30_000 });

  // One folder: the two texts and the picture, the facts only in the English file.
  const files = await readRepository(page, `content/products/${SKU}`);
  const folder = `content/products/${SKU}`;
  expect(Object.keys(files).toSorted()).toEqual([`${folder}/hibiscus-dusk.webp`, `${folder}/index.en-US.md`, `${folder}/index.zh-CN.md`]);
  const frontmatter = (text: string) => parse(text.split('---\n')[1]!) as Record<string, unknown>;
  expect(frontmatter(files[`${folder}/index.en-US.md`]!)).toEqual({
    name: 'Hibiscus Dusk',
    sku: SKU,
    type: 'hand-rolled-scarf',
    material: 'silk',
    size: { width: 90, height: 90 },
    price: { amount: 1680, currency: 'CNY' },
    shopUrl: `https://shop.rongjin-silk.com/products/${SKU}`,
    care: 'silk-twill',
    images: ['hibiscus-dusk.webp'],
    added: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(frontmatter(files[`${folder}/index.zh-CN.md`]!)).toEqual({ name: '芙蓉暮色' });
  // Reduced to at most 3,000 px and never below the check's 1,600: this one keeps its 2,400.
  expect(await sharp(Buffer.from(files[`${folder}/hibiscus-dusk.webp`]!, 'base64')).metadata()).toMatchObject({
    format: 'webp',
    width: 2400,
    height: 2400,
  });
  expect(problems).toEqual([]);

  // The same files in a copy of content/: the check passes, and the build makes the product's pages.
  const copy = path.join(tmpdir(), `admin-loop-${process.pid}`);
  await rm(copy, { recursive: true, force: true });
  await cp(contentRoot(), copy, { recursive: true });
  await mkdir(path.join(copy, 'products', SKU));
  for (const [file, data] of Object.entries(files)) {
    const bytes = file.endsWith('.md') ? data : Buffer.from(data, 'base64');
    await writeFile(path.join(copy, path.relative('content', file)), bytes);
  }
  try {
    const check = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: copy },
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const build = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/build.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: copy, OUT_DIR },
    });
    expect(build.status, build.stderr).toBe(0);
    for (const [locale, name] of [
      ['en-US', 'Hibiscus Dusk'],
      ['zh-CN', '芙蓉暮色'],
    ] as const) {
      const html = await readFile(path.join(OUT_DIR, locale, 'product', SKU, 'index.html'), 'utf8');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    }
  } finally {
    await Promise.all([copy, OUT_DIR].map((folder) => rm(folder, { recursive: true, force: true })));
  }
});
