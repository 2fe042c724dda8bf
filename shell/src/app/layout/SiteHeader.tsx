import { type MouseEvent, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { lazyWithState } from '../state/lazyWithState';
import { useStoreLoaded } from '../state/storeStatus';
import { MAIN_LINKS } from './navigation';
import { ProbedUserMenu } from './ProbedUserMenu';
import { useMenuToggle } from './useMenuToggle';

const UserMenu = lazyWithState(() => import('./UserMenu').then((module) => module.UserMenu));

export function SiteHeader() {
  const { open: menuOpen, setOpen: setMenuOpen, toggleProps } = useMenuToggle('menu-principal');
  // Until a page or an action loads the store, the header needs only one plain request.
  const storeLoaded = useStoreLoaded();

  // Spec: the mobile menu closes on any link click (also a click on the current page's link).
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <header className="shell-header">
      <div className="uf-spread shell-header__bar">
        <Link to="/" className="shell-brand">
          <span aria-hidden="true">✨</span> <span className="shell-brand__name">Francesca</span>
        </Link>
        <button {...toggleProps} className="shell-menu-button">
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menú
        </button>
        <nav id="menu-principal" className={menuOpen ? 'shell-nav shell-nav--open' : 'shell-nav'} aria-label="Principal" onClick={closeOnLinkClick}>
          <ul className="shell-nav__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="shell-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {storeLoaded ? (
            <Suspense fallback={<ProbedUserMenu />}>
              <UserMenu />
            </Suspense>
          ) : (
            <ProbedUserMenu />
          )}
        </nav>
      </div>
    </header>
  );
}
