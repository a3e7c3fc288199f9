import { getTranslations } from 'next-intl/server';
import { localeUrl, productPath, productPictureHref } from '@/app/_addresses';
import { variantsOf } from '@/app/_config/product-images';
import { reusedIntl } from '@/app/_config/intl-cache';
import { getProductTypeName, listProducts } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { formatPrice } from '@/app/_components/product/format-price';

/**
 * What the selection page, its enquiry and its printed line sheet show of a saved piece, in one
 * language: the catalogue of the day, so that a selection keeps skus alone and a piece no longer
 * in the catalogue is known to be gone.
 */
export type PieceFacts = {
  sku: string;
  name: string;
  type: string;
  material: string;
  measures: string;
  price: string;
  /** The names of the same design's other colours or styles. */
  colours: string;
  /** The page's absolute address, for a mail. */
  url: string;
  /** WebP, which every browser shows: the smallest for the screen, the next for print. */
  image?: { src: string; srcSet: string; width: number; height: number };
};

export async function listPieceFacts(locale: Locale): Promise<PieceFacts[]> {
  const [products, t, tMaterial] = await Promise.all([
    listProducts(),
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Material' }),
  ]);
  const names = new Map(products.map((product) => [product.sku, product.text[locale].name]));
  const list = reusedIntl(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
  return Promise.all(
    products.map(async (product) => {
      const path = productPath(product.sku);
      const [lead] = product.images;
      const variants = lead ? variantsOf(lead, 'webp') : [];
      return {
        sku: product.sku,
        name: product.text[locale].name,
        type: await getProductTypeName(product.type, locale),
        material: tMaterial(product.material),
        measures: t('measuresValue', product.size),
        price: formatPrice(product.price, locale),
        colours: list.format(product.variants.flatMap((sku) => names.get(sku) ?? [])),
        url: await localeUrl(locale, path),
        ...(lead &&
          variants[0] && {
            image: {
              src: productPictureHref(variants[0]),
              srcSet: variants.map((variant) => `${productPictureHref(variant)} ${variant.width}w`).join(', '),
              width: lead.width,
              height: lead.height,
            },
          }),
      };
    }),
  );
}
