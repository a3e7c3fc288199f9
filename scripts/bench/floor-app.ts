import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '@/app/_content';

/*
 * The framework's floor: a bare Next.js + next-intl static export of the same catalogue (home,
 * product list, product pages, in both locales), with no component of its own on the client.
 * Written as plain JavaScript inside the project, so it resolves the project's own packages.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': `import createNextIntlPlugin from 'next-intl/plugin';
export default createNextIntlPlugin('./i18n/request.js')({ output: 'export', trailingSlash: true, images: { unoptimized: true } });
`,
  'i18n/request.js': `import { getRequestConfig } from 'next-intl/server';
const messages = { 'en-US': { products: 'Products', price: 'Price' }, 'zh-CN': { products: '产品', price: '价格' } };
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) ?? 'en-US';
  return { locale, messages: messages[locale] };
});
`,
  'app/[locale]/layout.jsx': `import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
export const dynamicParams = false;
export function generateStaticParams() { return [{ locale: 'en-US' }, { locale: 'zh-CN' }]; }
export default async function Layout({ children, params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <html lang={locale}><body><NextIntlClientProvider>{children}</NextIntlClientProvider></body></html>;
}
`,
  'app/[locale]/page.jsx': `import Link from 'next/link';
import catalogue from '../../catalogue.json';
export default async function Home({ params }) {
  const { locale } = await params;
  return <ul>{catalogue.slice(0, 4).map((p) => <li key={p.sku}><Link href={\`/\${locale}/product/\${p.sku}/\`}>{p.name[locale]}</Link></li>)}</ul>;
}
`,
  'app/[locale]/product/page.jsx': `import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import catalogue from '../../../catalogue.json';
export default async function List({ params }) {
  const { locale } = await params;
  const t = await getTranslations({ locale });
  return <main><h1>{t('products')}</h1><ul>{catalogue.map((p) => <li key={p.sku}><Link href={\`/\${locale}/product/\${p.sku}/\`}>{p.name[locale]}</Link> {p.price}</li>)}</ul></main>;
}
`,
  'app/[locale]/product/[sku]/page.jsx': `import { getTranslations } from 'next-intl/server';
import catalogue from '../../../../catalogue.json';
export const dynamicParams = false;
export function generateStaticParams() { return catalogue.map((p) => ({ sku: p.sku })); }
export default async function ProductPage({ params }) {
  const { locale, sku } = await params;
  const t = await getTranslations({ locale });
  const p = catalogue.find((candidate) => candidate.sku === sku);
  return <main><h1>{p.name[locale]}</h1><p>{t('price')}: {p.price}</p><div dangerouslySetInnerHTML={{ __html: p.html[locale] }} /></main>;
}
`,
};

export async function writeFloorApp(root: string, products: Product[]): Promise<void> {
  await rm(root, { recursive: true, force: true });
  const catalogue = products.map((product) => ({
    sku: product.sku,
    price: `${product.price.amount} ${product.price.currency}`,
    name: { 'en-US': product.text['en-US'].name, 'zh-CN': product.text['zh-CN'].name },
    html: { 'en-US': product.text['en-US'].html, 'zh-CN': product.text['zh-CN'].html },
  }));
  for (const [file, text] of Object.entries({ ...FILES, 'catalogue.json': JSON.stringify(catalogue) })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}
