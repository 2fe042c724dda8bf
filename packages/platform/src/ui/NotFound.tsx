import { Link } from 'react-router-dom';

/** Spec section 2: any unknown path shows a 404 page with English text. */
export function NotFound() {
  return (
    <section className="uf-not-found uf-container" aria-labelledby="uf-not-found-title">
      <p className="uf-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="uf-not-found-title">404 - Page Not Found</h1>
      <p>Page not found. The page you are looking for does not exist or has been moved.</p>
      <Link to="/" className="uf-button">
        Ir a la página principal
      </Link>
    </section>
  );
}
