import { productPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import { getProductTypeName, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { formatPrice } from './format-price';
import { ProductImage } from './product-image';

/**
 * `nameHeading`: each product's name is a heading one below the section's, so that screen-reader
 * users can go from product to product. `leadingImage`: the grid's first picture is the largest
 * thing the page shows on first sight, so the one to hurry.
 */
export async function ProductGrid({
  products,
  locale,
  nameHeading: Name,
  leadingImage = false,
}: {
  products: readonly Product[];
  locale: Locale;
  nameHeading: 'h2' | 'h3';
  leadingImage?: boolean;
}) {
  const typeNames = await Promise.all(products.map((product) => getProductTypeName(product.type, locale)));
  return (
    <ul className="product-grid">
      {products.map((product, index) => {
        const name = product.text[locale].name;
        const [image] = product.images;
        return (
          <li key={product.sku} className="product-card" data-type={product.type}>
            <Link href={productPath(product.sku)} locale={locale} className="product-card__link">
              {/* The name beside it labels the link; the picture adds nothing to read aloud. */}
              {image && <ProductImage image={image} use="card" leading={leadingImage && index === 0} />}
              <Name className="product-card__name">{name}</Name>
            </Link>
            <span className="product-card__type">{typeNames[index]}</span>
            <span className="product-card__price">{formatPrice(product.price, locale)}</span>
          </li>
        );
      })}
    </ul>
  );
}
