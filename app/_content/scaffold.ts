import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { relativeToRepository } from './problems';
import { productTextFile, RESERVED_SKUS, SKU } from './naming';

/** Thrown for a request that cannot be scaffolded; the message says what to do instead. */
export class ScaffoldError extends Error {}

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English 英文', 'zh-CN': 'Chinese 中文' };

/**
 * Creates content/products/<sku>/ with every field of a product, in both locales, each with a
 * note on what to write. Values an editor must supply are left empty, so `npm run check:content`
 * lists exactly what is still to do. Returns the files written.
 */
export async function scaffoldProduct(root: string, sku: string, type?: string): Promise<string[]> {
  if (!SKU.test(sku)) {
    throw new ScaffoldError(`"${sku}" cannot be a sku: use lowercase letters, digits and single hyphens, e.g. rj-st-003`);
  }
  if (RESERVED_SKUS.includes(sku)) {
    throw new ScaffoldError(`"${sku}" is a word the product list's own addresses use (/product/${sku}/…): choose another sku`);
  }
  const folder = path.join(root, 'products', sku);
  if (
    await readdir(folder).then(
      () => true,
      () => false,
    )
  ) {
    throw new ScaffoldError(`${relativeToRepository(folder)}/ already exists: choose another sku, or edit that product`);
  }
  const typeIds = await listIds(path.join(root, 'product-types.yaml'));
  if (type !== undefined && !typeIds.includes(type)) {
    throw new ScaffoldError(`"${type}" is not a product type: use one of ${typeIds.join(', ')}`);
  }
  const careIds = (await readdir(path.join(root, 'care'), { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  const name = (locale: Locale) => `# The product's name in ${LANGUAGE_NAMES[locale]}. 产品名称。
name:
`;
  const files: Record<string, string> = {
    [productTextFile(defaultLocale)]: `---
${name(defaultLocale)}# The facts below are written once, here, for both languages. 以下资料只写在这里，两种语言共用。See content/README.md.
# The product's code, the same as this folder's name. 产品编号，与文件夹同名。
sku: ${sku}
# Product type 产品类型: ${typeIds.join(' | ')}
type: ${type ?? ''}
# The house works in silk only. 只用真丝。
material: silk
# Finished size in centimetres. 成品尺寸（厘米）。
size:
  width:
  height:
# Retail price and its ISO 4217 currency code. 零售价与货币代码。
price:
  amount:
  currency: CNY
# This product's page in the online shop (https). 网店中本产品的页面。
shopUrl:
# Skus of the same design in other colours, one per line, e.g. "  - rj-st-001". 同款其他颜色的编号。
variants: []
# Care text 洗护说明: ${careIds.join(' | ')}
care:
# Pictures in this folder in the order the page shows them, the first leading; at least 1600 pixels on the long side. 本文件夹中的图片，按页面显示顺序排列，第一张为主图；长边至少 1600 像素。
images:
  - front.jpg
---
`,
    ...Object.fromEntries(
      locales.filter((locale) => locale !== defaultLocale).map((locale) => [productTextFile(locale), `---\n${name(locale)}---\n`]),
    ),
  };
  await mkdir(folder, { recursive: true });
  await Promise.all(Object.entries(files).map(([file, text]) => writeFile(path.join(folder, file), text, { flag: 'wx' })));
  return Object.keys(files).map((file) => relativeToRepository(path.join(folder, file)));
}

async function listIds(file: string): Promise<string[]> {
  try {
    const items: unknown = parse(await readFile(file, 'utf8'));
    return Array.isArray(items) ? items.flatMap((item) => (typeof item?.id === 'string' ? [item.id] : [])) : [];
  } catch {
    return [];
  }
}
