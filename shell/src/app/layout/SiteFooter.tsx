import { Link } from 'react-router-dom';
import { FOOTER_LINKS, GUIDE_LINKS, LEGAL_LINKS, shareLinks } from './navigation';

/** Simple outline icons (emoji fonts are not everywhere). */
const ICON_PATHS: Record<'whatsapp' | 'facebook' | 'x' | 'mail', string> = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z',
  facebook: 'M14 8.5V6.8c0-.8.5-1 1-1h2.4V2.1L14.1 2c-3.6 0-4.4 2.7-4.4 4.4v2.1H7.5v3.8h2.2V22H14v-9.7h3l.4-3.8H14Z',
  x: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.3L18.4 7H5.6Z',
};

export function SiteFooter() {
  const share = shareLinks(window.location.origin);
  return (
    <footer className="shell-footer">
      <div className="uf-container shell-footer__grid">
        <div>
          <p className="shell-footer__brand">
            <span aria-hidden="true">✨</span> Universo de Francesca
          </p>
          <p>Historias, juegos y emprendimiento para niñas y niños de 6 a 10 años.</p>
          <h2 className="shell-footer__title" id="footer-share">
            Comparte el Universo
          </h2>
          <ul className="shell-footer__social" aria-labelledby="footer-share">
            {share.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (se abre en otra ventana)`}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d={ICON_PATHS[link.icon]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-explore" title="Explora" links={FOOTER_LINKS} />
        <FooterLinks id="footer-families" title="Para familias y docentes" links={GUIDE_LINKS} />
        <FooterLinks id="footer-legal" title="Legal" links={LEGAL_LINKS} />
      </div>
      <p className="shell-footer__copy">© {new Date().getFullYear()} Universo de Francesca. Hecho con cariño en español.</p>
    </footer>
  );
}

/** One column of the footer: a titled list of the site's pages. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 className="shell-footer__title" id={id}>
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
