import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { localeUrl, productPath, productPictureHref, productPictureSrcSet } from '@/app/_addresses';
import { variantsOf } from '@/app/_config/product-images';
import { reusedIntl } from '@/app/_config/intl-cache';
import { getProduct, getProductTypeName, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { formatPrice } from './format-price';

/**
 * A product's facts in one language, as its spec sheet, the line sheet and the selection show them:
 * worded here alone, from the catalogue of the day. The selection reads them from a file the build
 * writes, so that it keeps skus alone and knows a product no longer in the catalogue is gone.
 */
export type ProductSpec = {
  sku: string;
  name: string;
  type: string;
  material: string;
  measures: string;
  price: string;
  /** The names of the same design's other colors or styles, as one phrase; empty when there are none. */
  otherColors: string;
  /** The page's absolute address, for a mail or a QR code. */
  url: string;
  /** WebP, which every browser shows: the smallest for the screen, the next for print. */
  image?: { src: string; srcSet: string; width: number; height: number };
};

/** The labels of a product's facts: the namespace's words, not its value templates. */
export type ProductSpecLabels = Omit<Messages['ProductSpec'], 'measuresValue'>;

/** What the spec sheet, the line sheet and the selection show of `product`. */
export async function productSpecOf(product: Product, locale: Locale): Promise<ProductSpec> {
  const [t, tMaterial, type, url, otherNames] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductSpec' }),
    getTranslations({ locale, namespace: 'Material' }),
    getProductTypeName(product.type, locale),
    localeUrl(locale, productPath(product.sku)),
    Promise.all(product.variants.map(async (sku) => (await getProduct(sku))?.text[locale].name ?? [])),
  ]);
  const list = reusedIntl(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const [lead] = product.images;
  const variants = lead ? variantsOf(lead, 'webp') : [];
  return {
    sku: product.sku,
    name: product.text[locale].name,
    type,
    material: tMaterial(product.material),
    measures: t('measuresValue', product.size),
    price: formatPrice(product.price, locale),
    otherColors: list.format(otherNames.flat()),
    url,
    ...(lead &&
      variants[0] && {
        image: {
          src: productPictureHref(variants[0]),
          srcSet: productPictureSrcSet(variants),
          width: lead.width,
          height: lead.height,
        },
      }),
  };
}

/** The facts' labels, which the selection's island gets as a prop. */
export async function getProductSpecLabels(locale: Locale): Promise<ProductSpecLabels> {
  const { sku, type, material, measures, otherColors, price } = (await getMessages({ locale })).ProductSpec;
  return { sku, type, material, measures, otherColors, price };
}
