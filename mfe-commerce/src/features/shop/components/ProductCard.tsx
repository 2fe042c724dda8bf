import { CardIcon } from '@universo/platform';
import type { Product } from '@universo/platform/api/billing';
import { Artwork } from '@universo/art';
import { coverForProductName } from '@universo/art/covers';
import { Link } from 'react-router-dom';
import { buyLabel, checkoutHref, formatPrice } from '../productDisplay';

const TYPE_ICONS: Record<Product['type'], string> = { book: '📚', kit: '🎁', digital: '💻' };

export function ProductCard({ product, mostPopular }: { product: Product; mostPopular: boolean }) {
  // A book is shown by its cover, the same art as in the library.
  const cover = product.type === 'book' ? coverForProductName(product.name) : undefined;
  return (
    <article className={mostPopular ? 'uf-card shop-product shop-product--popular' : 'uf-card shop-product'}>
      {mostPopular ? <p className="shop-product__ribbon">¡MÁS POPULAR!</p> : null}
      {cover ? <Artwork image={cover} className="shop-product__cover" /> : <CardIcon>{TYPE_ICONS[product.type] ?? '✨'}</CardIcon>}
      <h2 className="shop-product__name">{product.name}</h2>
      <p>{product.description}</p>
      {product.features.length > 0 ? (
        <ul className="shop-product__features">
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <p className="shop-product__price">{formatPrice(product.price, product.currency)}</p>
      <div className="uf-card__actions">
        <Link to={checkoutHref(product)} className={mostPopular ? 'uf-button uf-button--accent' : 'uf-button'}>
          {buyLabel(product.type)}
        </Link>
      </div>
    </article>
  );
}
