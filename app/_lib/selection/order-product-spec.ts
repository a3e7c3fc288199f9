import { hrefUrl, productImageSrc } from '@/app/_addresses';
import { productSpecOf, type ProductSpec } from '@/app/_lib/product/product-spec';
import { listProducts } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';

/**
 * A piece's facts as the selection reads them (`/<locale>/selection/pieces.json`): those the line
 * sheet shows, and what the order form needs besides: the price as a number a formula multiplies,
 * its currency, and the absolute address of the line sheet's picture (the widest JPEG), which a
 * workbook opened anywhere can follow.
 */
export type OrderProductSpec = ProductSpec & { amount: number; currency: string; pictureUrl?: string };

/** The catalogue as the selection page holds it once fetched: each product's facts by its sku. */
export type Catalogue = ReadonlyMap<string, OrderProductSpec>;

/** Every product of the catalogue, in its order, as the selection reads it. */
export async function listOrderProductSpecs(locale: Locale): Promise<OrderProductSpec[]> {
  return Promise.all(
    (await listProducts()).map(async (product) => {
      const facts = await productSpecOf(product, locale);
      const [lead] = product.images;
      return {
        ...facts,
        amount: product.price.amount,
        currency: product.price.currency,
        ...(lead && { pictureUrl: await hrefUrl(productImageSrc(lead)) }),
      };
    }),
  );
}
