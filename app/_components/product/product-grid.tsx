import { listProductTypes, type Product } from '../../_content';
import { Link } from '../../_i18n/navigation';
import type { Locale } from '../../_i18n/routing';
import { formatPrice } from './format-price';
import { productImageSrc } from './product-image';

export async function ProductGrid({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  const types = await listProductTypes();
  const typeName = (id: string) => types.find((type) => type.id === id)?.name[locale] ?? id;
  return (
    <ul className="product-grid">
      {products.map((product) => {
        const name = product.text[locale].name;
        const [image] = product.images;
        return (
          <li key={product.sku} className="product-card" data-type={product.type}>
            <Link href={`/product/${product.sku}/`} locale={locale} className="product-card__link">
              {/* The name beside it labels the link; the picture adds nothing to read aloud. */}
              {image && (
                // eslint-disable-next-line @next/next/no-img-element -- exported site: responsive variants come from the image pipeline
                <img src={productImageSrc(image)} alt="" width={1200} height={1200} loading="lazy" />
              )}
              <span className="product-card__name">{name}</span>
            </Link>
            <span className="product-card__type">{typeName(product.type)}</span>
            <span className="product-card__price">{formatPrice(product.price, locale)}</span>
          </li>
        );
      })}
    </ul>
  );
}
