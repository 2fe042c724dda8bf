import { PageState } from '@universo/platform';
import { useGetProductsQuery } from './api/getProducts';
import { ProductCard } from './components/ProductCard';
import { isMostPopular, productsToShow } from './productDisplay';
import { usePageTitle } from '@universo/platform/title';
import './shop.css';

const TRUST_BADGES = [
  { icon: '🔒', label: 'Compra Segura' },
  { icon: '🚚', label: 'Envío Gratis' },
  { icon: '↩️', label: '30 días garantía' },
  { icon: '💬', label: 'Soporte 24/7' },
] as const;

export function ShopPage() {
  usePageTitle('Tienda Mágica');
  // Spec section 8: a failed read shows no message; the samples stand in.
  const { data, isLoading } = useGetProductsQuery();
  const products = productsToShow(data);

  return (
    <section className="uf-container uf-section" aria-labelledby="shop-title">
      <h1 id="shop-title">Tienda Mágica</h1>
      <p className="uf-lead">Libros, kits y acceso digital para seguir aprendiendo con Francesca en casa y en el aula.</p>
      {isLoading ? (
        <PageState status="loading" message="Cargando productos..." />
      ) : (
        <ul className="uf-grid shop-grid" aria-label="Productos">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} mostPopular={isMostPopular(index)} />
            </li>
          ))}
        </ul>
      )}
      {/* The badges come with the products: shown before them they would be pushed down when the grid arrives. */}
      {isLoading ? null : (
        <ul className="shop-trust" aria-label="Garantías de compra">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.label}>
              <span aria-hidden="true">{badge.icon}</span> {badge.label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
