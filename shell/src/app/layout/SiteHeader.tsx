import { type MouseEvent, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { lazyWithState } from '../state/lazyWithState';
import { MAIN_LINKS } from './navigation';

const UserMenu = lazyWithState(() => import('./UserMenu').then((module) => module.UserMenu));

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // Spec: the mobile menu closes on any link click (also a click on the current page's link).
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <header className="shell-header">
      <div className="shell-header__bar">
        <Link to="/" className="shell-brand">
          <span aria-hidden="true">✨</span> Francesca
        </Link>
        <button
          type="button"
          className="shell-menu-button"
          aria-expanded={menuOpen}
          aria-controls="menu-principal"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menú
        </button>
        <nav
          id="menu-principal"
          className={menuOpen ? 'shell-nav shell-nav--open' : 'shell-nav'}
          aria-label="Principal"
          onClick={closeOnLinkClick}
        >
          <ul className="shell-nav__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="shell-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="shell-user" aria-hidden="true" />}>
            <UserMenu />
          </Suspense>
        </nav>
      </div>
    </header>
  );
}
