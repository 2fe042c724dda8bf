import { CardIcon } from '@universo/platform';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetProductsQuery } from './api/getProducts';
import { checkoutSelection, parseCheckoutQuery } from './checkoutSelection';
import { productsToShow } from './productDisplay';
import { usePageTitle } from '@universo/platform/title';
import './shop.css';

/**
 * Spec section 2, "Checkout": single-product payments are not configured, so the page always says
 * so and sends the family to the contact form. A link from the shop names the chosen product.
 */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const query = parseCheckoutQuery(searchParams);
  const { data } = useGetProductsQuery(undefined, { skip: query === null });
  const selection = checkoutSelection(query, productsToShow(data));
  // The product the family chose names the screen: "Libro… · Pagos no disponibles · …".
  usePageTitle([selection?.name, 'Pagos no disponibles']);

  return (
    <section className="uf-container uf-section checkout-page" aria-labelledby="checkout-title">
      <div className="uf-card checkout-card">
        <CardIcon>🚧</CardIcon>
        <h1 id="checkout-title">Pagos No Disponibles</h1>
        <p>
          Los pagos en línea de la tienda todavía no están configurados, así que por ahora no podemos cobrar productos desde aquí. Escríbenos y te ayudamos a
          completar tu compra.
        </p>
        {selection ? (
          <div className="checkout-selection">
            <p className="checkout-selection__label">Producto elegido</p>
            <p className="checkout-selection__name">{selection.name}</p>
            <p className="checkout-selection__price">{selection.price}</p>
          </div>
        ) : null}
        <div className="uf-card__actions checkout-actions">
          <Link to="/contacto" className="uf-button uf-button--accent">
            Contactar
          </Link>
          <Link to="/tienda" className="uf-button uf-button--secondary">
            Volver a la Tienda
          </Link>
        </div>
      </div>
    </section>
  );
}
