import { getTranslations } from 'next-intl/server';
import type { BreadcrumbListLeaf, ListItemLeaf, OrganizationLeaf, ProductLeaf, StoreLeaf } from 'schema-dts';
import { homePath, hrefUrl, localeUrl, productImageSrc, productListPath, productPath } from '@/app/_addresses';
import { getContact, getProductTypeName, getSite, listChannels, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { summarise } from './summary';

/** schema.org Organization for the home page: the house, its address on the web and how to reach it. */
export async function organizationData(locale: Locale): Promise<OrganizationLeaf> {
  const [site, contact] = await Promise.all([getSite(), getContact(locale)]);
  return {
    '@type': 'Organization',
    name: site.brandName[locale],
    alternateName: Object.values(site.brandName).filter((name) => name !== site.brandName[locale]),
    url: await localeUrl(locale, homePath),
    email: contact.email,
    telephone: contact.tel,
    address: { '@type': 'PostalAddress', streetAddress: contact.address },
  };
}

/**
 * schema.org Store for each place to visit that carries the pieces, as the Contact page lists it:
 * its name, address, telephone, page and opening hours (as the editors word them: schema.org's
 * `Mo-Su 09:00-17:00` form is not one an editor writes). Online stores have no address to give.
 */
export async function storesData(locale: Locale): Promise<StoreLeaf[]> {
  return (await listChannels()).flatMap(({ kind, name, city, address, tel, url, hours }): StoreLeaf[] =>
    kind === 'online' || !address
      ? []
      : [
          {
            '@type': 'Store',
            name: name[locale],
            address: { '@type': 'PostalAddress', streetAddress: address[locale], ...(city && { addressLocality: city[locale] }) },
            ...(tel && { telephone: tel }),
            ...(url && { url }),
            ...(hours && { openingHours: hours[locale] }),
          },
        ],
  );
}

/**
 * schema.org Product with its Offer, and the BreadcrumbList of the page: the same name, price,
 * currency, shop link and trail the page shows. The catalogue keeps no stock: the shop does,
 * and a product is listed only while it is sold there, so it is offered as in stock.
 */
export async function productData(product: Product, locale: Locale): Promise<[ProductLeaf, BreadcrumbListLeaf]> {
  const [site, images, typeName, tMaterial, trail] = await Promise.all([
    getSite(),
    Promise.all(product.images.map((image) => hrefUrl(productImageSrc(image)))),
    getProductTypeName(product.type, locale),
    getTranslations({ locale, namespace: 'Material' }),
    breadcrumbTrail(product, locale),
  ]);
  const { name, text } = product.text[locale];
  const offered: ProductLeaf = {
    '@type': 'Product',
    name,
    sku: product.sku,
    description: summarise(text, locale),
    image: images,
    brand: { '@type': 'Brand', name: site.brandName[locale] },
    category: typeName,
    material: tMaterial(product.material),
    // The day the house added it to the collection: schema.org's release date of a product.
    releaseDate: product.added,
    url: await localeUrl(locale, productPath(product.sku)),
    offers: {
      '@type': 'Offer',
      price: product.price.amount,
      priceCurrency: product.price.currency,
      availability: 'https://schema.org/InStock',
      url: product.shopUrl,
    },
  };
  const breadcrumbs: BreadcrumbListLeaf = {
    '@type': 'BreadcrumbList',
    itemListElement: await Promise.all(
      trail.map(async (crumb, index): Promise<ListItemLeaf> => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: await localeUrl(locale, crumb.path),
      })),
    ),
  };
  return [offered, breadcrumbs];
}

/** Home, the product list, the product's type and the product: shown on the page and given to search engines. */
export async function breadcrumbTrail(product: Product, locale: Locale) {
  const [tNavigation, tList, typeName] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'ProductList' }),
    getProductTypeName(product.type, locale),
  ]);
  return [
    { name: tNavigation('home'), path: homePath },
    { name: tList('title'), path: productListPath({}) },
    { name: typeName, path: productListPath({ type: product.type }) },
    { name: product.text[locale].name, path: productPath(product.sku) },
  ];
}
