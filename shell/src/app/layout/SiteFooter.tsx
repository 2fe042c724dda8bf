import { Link } from 'react-router-dom';
import { FOOTER_INERT_ITEMS, FOOTER_LEGAL_ITEMS, FOOTER_LINKS } from './navigation';

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="uf-container shell-footer__grid">
        <div>
          <p className="shell-footer__brand">
            <span aria-hidden="true">✨</span> Universo de Francesca
          </p>
          <p>Historias, juegos y emprendimiento para niñas y niños de 6 a 10 años.</p>
        </div>
        <nav aria-label="Pie de página">
          <h2 className="shell-footer__title">Explora</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="shell-footer__title">Para familias y docentes</h2>
          <ul className="shell-footer__inert">
            {FOOTER_INERT_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="shell-footer__title">Legal</h2>
          <ul className="shell-footer__inert">
            {FOOTER_LEGAL_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="shell-footer__copy">© {new Date().getFullYear()} Universo de Francesca. Hecho con cariño en español.</p>
    </footer>
  );
}
