import { expect, test } from '@playwright/test';
import { contentTexts, entryEditor, openAdmin, readRepository } from './admin-support';

/*
 * The editors' CMS at /admin/, at a phone's width and a desktop's, for an editor with a Chinese
 * browser: an edit changes only the file it is in, and the form refuses what the check would.
 * The whole loop, from a new product to its built pages, is in admin-loop.spec.ts.
 */

test.use({ locale: 'zh-CN' });

const SKU = 'rj-hr-001';

test('renaming a product in Chinese changes only its Chinese file, and only that line', async ({ page, baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  const problems = await openAdmin(page, new URL(baseURL!).origin);
  const before = await contentTexts();
  await page.goto('/admin/#/collections/products', { waitUntil: 'commit' });
  await page.getByText(`${SKU} · `).click();
  const { field, showLanguage, save } = entryEditor(page);
  await showLanguage('zh-CN');
  const name = (await field('Name 名称', 'zh-CN')).getByRole('textbox');
  const oldName = await name.inputValue();
  expect(oldName).not.toBe('');
  await name.fill('芙蓉晨光');
  const screenshot = testInfo.outputPath('product-form-zh-CN.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('the product form, in Chinese', { path: screenshot, contentType: 'image/png' });
  await save.click();
  await expect(save).toHaveCount(0, { timeout: 30_000 });

  const after = await readRepository(page, 'content');
  const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
  expect(changed).toEqual([`content/products/${SKU}/index.zh-CN.md`]);
  expect(after[changed[0]!]).toBe(before[changed[0]!]!.replace(`name: ${oldName}\n`, 'name: 芙蓉晨光\n'));
  expect(problems).toEqual([]);
});

test('a product with a required field left empty is not saved, and the field says why', async ({ page, baseURL }) => {
  const problems = await openAdmin(page, new URL(baseURL!).origin);
  await page.goto('/admin/#/collections/products/new', { waitUntil: 'commit' });
  const { editor, field, save } = entryEditor(page);
  await (await field('Name 名称')).getByRole('textbox').fill('Hibiscus Dusk');
  await save.click();
  await expect(editor.getByText(/有 \d+ 个字段存在错误/).or(page.getByText(/有 \d+ 个字段存在错误/))).toBeVisible();
  await expect(await field('Sku 产品编号')).toContainText('此字段为必填项。');
  await expect(save).toBeVisible();
  expect(Object.keys(await readRepository(page, 'content/products')).filter((file) => !file.includes('/rj-'))).toEqual([]);
  expect(problems).toEqual([]);
});
