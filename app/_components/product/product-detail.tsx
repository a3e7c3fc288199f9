import { getTranslations } from 'next-intl/server';
import { getCareText, listProducts, listProductTypes, type Product } from '../../_content';
import { Link } from '../../_i18n/navigation';
import type { Locale } from '../../_i18n/routing';
import { formatPrice } from './format-price';
import { productImageSrc } from './product-image';

export async function ProductDetail({ product, locale }: { product: Product; locale: Locale }) {
  const [t, tMaterial, types, care, products] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Material' }),
    listProductTypes(),
    getCareText(product.care, locale),
    listProducts(),
  ]);
  const { name, html } = product.text[locale];
  const typeName = types.find((type) => type.id === product.type)?.name[locale] ?? product.type;
  const variants = products.filter((candidate) => product.variants.includes(candidate.sku));
  return (
    <article className="product-detail">
      <div className="product-detail__images">
        {product.images.map((image, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- exported site: responsive variants come from the image pipeline
          <img
            key={image.file}
            src={productImageSrc(image)}
            alt={t('imageAlt', { name, index: index + 1 })}
            width={1200}
            height={1200}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      <div className="product-detail__text">
        <h1>{name}</h1>
        <dl className="spec-sheet">
          <dt>{t('category')}</dt>
          <dd>{typeName}</dd>
          <dt>{t('material')}</dt>
          <dd>{tMaterial(product.material)}</dd>
          <dt>{t('measures')}</dt>
          <dd>{t('measuresValue', product.size)}</dd>
          <dt>{t('link')}</dt>
          <dd>
            <a href={product.shopUrl} target="_blank" rel="noopener noreferrer" className="spec-sheet__link">
              {product.shopUrl.replace(/^https:\/\//, '')}
            </a>
          </dd>
          <dt>{t('price')}</dt>
          <dd>{formatPrice(product.price, locale)}</dd>
        </dl>
        <p>
          <a href={product.shopUrl} target="_blank" rel="noopener noreferrer" className="button">
            {t('buyOnline')}
          </a>
        </p>
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">{t('description')}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
        {care && (
          <section aria-labelledby="care" id="care-section">
            <h2 id="care">{t('care')}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: care.html }} />
          </section>
        )}
        {variants.length > 0 && (
          <section aria-labelledby="variants-heading">
            <h2 id="variants-heading">{t('variants')}</h2>
            <ul className="variant-list">
              {variants.map((variant) => (
                <li key={variant.sku}>
                  <Link href={`/product/${variant.sku}/`} locale={locale} className="variant-list__link">
                    {variant.images[0] && (
                      // eslint-disable-next-line @next/next/no-img-element -- exported site: responsive variants come from the image pipeline
                      <img src={productImageSrc(variant.images[0])} alt="" width={1200} height={1200} loading="lazy" />
                    )}
                    <span>{variant.text[locale].name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <Link href="/product/" locale={locale}>
            {t('backToList')}
          </Link>
        </p>
      </div>
    </article>
  );
}
