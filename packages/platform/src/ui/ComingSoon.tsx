import { Link } from 'react-router-dom';

export interface ComingSoonProps {
  title: string;
  description?: string;
}

/** A friendly placeholder for a screen that is on its way. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="uf-coming-soon uf-container" aria-labelledby="uf-coming-soon-title">
      <span className="uf-coming-soon__icon" aria-hidden="true">
        🚀
      </span>
      <h1 id="uf-coming-soon-title">{title}</h1>
      <p className="uf-badge uf-badge--soon">Muy pronto</p>
      <p>{description ?? 'Estamos preparando esta sección con mucho cariño. ¡Vuelve muy pronto!'}</p>
      <Link to="/" className="uf-button uf-button--secondary">
        Ir a la página principal
      </Link>
    </section>
  );
}
