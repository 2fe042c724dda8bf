import sombra from '@universo/art/svg/sombra.svg';
import { Link } from 'react-router-dom';
import { usePageTitle } from './pageTitle';

/**
 * Spec section 2: any unknown path shows a 404 page with English text. The English heading and
 * sentence stay (marked as English for screen readers); a Spanish line says the same to a family,
 * and the way back leads to the stories and the Magic Zone.
 */
export function NotFound() {
  usePageTitle('Página no encontrada');
  return (
    <section className="uf-not-found uf-container" aria-labelledby="uf-not-found-title">
      {/* Sombra, the cat who was afraid of everything, is a little lost too. Decorative (the
          heading says it all), and only its file's name in the platform's JavaScript, which every
          route loads: no text, no component. width/height keep its place before it loads. */}
      <img src={sombra} alt="" width={128} height={128} className="uf-art uf-not-found__art" />
      <p className="uf-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="uf-not-found-title" lang="en">
        404 - Page Not Found
      </h1>
      <p lang="en">Page not found. The page you are looking for does not exist or has been moved.</p>
      <p className="uf-not-found__es">No encontramos esta página: puede que el enlace tenga un error o que la página se haya movido.</p>
      <nav className="uf-not-found__links" aria-label="Seguir explorando">
        <Link to="/historia" className="uf-button">
          Ir a la biblioteca de historias
        </Link>
        <Link to="/zona-magica" className="uf-button uf-button--secondary">
          Ir a la Zona Mágica
        </Link>
        <Link to="/" className="uf-link-button">
          Ir a la página principal
        </Link>
      </nav>
    </section>
  );
}
