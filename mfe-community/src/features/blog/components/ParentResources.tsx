import { CardIcon } from '@universo/platform';
import { Link } from 'react-router-dom';
import { GUIDES } from '../downloads/guides';
import { focusNewsletter, NewsletterCard } from './NewsletterCard';

/** Spec section 2: the newsletter and the Guías Descargables, Webinars and Comunidad cards, each with a real destination. */
export function ParentResources() {
  return (
    <section className="uf-section" aria-labelledby="blog-resources-title">
      <h2 id="blog-resources-title">Recursos para acompañar</h2>
      <ul className="uf-grid blog-resources">
        <NewsletterCard />
        <li className="uf-card">
          <CardIcon>📥</CardIcon>
          <h3 id="guides-title">Guías Descargables</h3>
          <p>Actividades para imprimir y hacer en casa o en clase.</p>
          <ul className="blog-guides" aria-labelledby="guides-title">
            {GUIDES.map((guide) => (
              <li key={guide.fileName}>
                <a href={guide.href} download={guide.fileName} className="blog-guides__link">
                  <span aria-hidden="true">⬇️ </span>
                  {guide.title}
                </a>
                <span className="blog-guides__text">{guide.description}</span>
              </li>
            ))}
          </ul>
        </li>
        <li className="uf-card">
          <CardIcon>🎥</CardIcon>
          <h3>Webinars</h3>
          <p>
            <span className="uf-badge uf-badge--soon">Próximamente</span>
          </p>
          <p>
            Charlas en línea con especialistas en educación financiera infantil. Todavía no hay fechas: suscríbete al boletín y te avisaremos de la primera.
          </p>
          <div className="uf-card__actions">
            <button type="button" className="uf-button uf-button--secondary" onClick={focusNewsletter}>
              Avisarme por correo
            </button>
          </div>
        </li>
        <li className="uf-card">
          <CardIcon>👨‍👩‍👧‍👦</CardIcon>
          <h3>Comunidad</h3>
          <p>Mira los emprendimientos que otras familias comparten y cuenta el de tus hijos.</p>
          <div className="uf-card__actions">
            <Link to="/comunidad" className="uf-button uf-button--secondary">
              Ir a la Galería de Sueños
            </Link>
          </div>
        </li>
      </ul>
    </section>
  );
}
