import { getTranslations } from 'next-intl/server';
import type { Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { pictureAlts } from '@/app/_lib/product/picture-alt';
import type { ZoomView } from '@/app/_lib/product/zoom';
import { Gallery } from './gallery';
import { ProductImage, zoomPictureOf } from './product-image';

/** A product's pictures: the strip of views, its thumbnails, and the zoom. */
export async function ProductGallery({ product, locale }: { product: Product; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ProductGallery' });
  const { name } = product.text[locale];
  const alts = pictureAlts(product, locale, t);
  const count = product.images.length;
  const views: ZoomView[] = product.images.map((image, index) => ({ alt: alts[index]!, ...zoomPictureOf(image) }));
  return (
    <Gallery
      label={t('label', { name })}
      views={views}
      pictures={product.images.map((image, index) => (
        <ProductImage key={image.file} image={image} use="detail" alt={alts[index]} leading={index === 0} />
      ))}
      thumbnails={count > 1 ? product.images.map((image) => <ProductImage key={image.file} image={image} use="thumbnail" />) : []}
      thumbnailLabels={product.images.map((_, index) => t('showView', { index: index + 1, count }))}
      zoomText={{
        dialog: t('zoomDialog', { name }),
        close: t('close'),
        zoom: t('zoom'),
        previous: t('previous'),
        next: t('next'),
        loadError: t('loadError'),
        carousel: t('carousel'),
        slide: t('slide'),
      }}
    />
  );
}
