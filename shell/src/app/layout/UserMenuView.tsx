import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { FamilyPlanBadge } from '../../features/family/FamilyPlanBadge';

export interface UserMenuViewProps {
  /** undefined while unknown, null for visitors. */
  user: { id: string; firstName: string } | null | undefined;
  onLogout: () => void;
  leaving: boolean;
  /** The name of the child who is playing (the greeting's name once known). */
  playingName?: string;
  /** The "¿Quién está jugando?" switcher, once the store is loaded. */
  switcher?: ReactNode;
}

/** Entrar / ¡Únete! for visitors; the greeting and Salir for a logged-in family (spec section 2). */
export function UserMenuView({ user, onLogout, leaving, playingName, switcher }: UserMenuViewProps) {
  if (user === undefined) return <div className="shell-user" aria-hidden="true" />;
  if (user) {
    return (
      <div className="shell-user">
        <span className="shell-user__greeting">¡Hola, {playingName ?? user.firstName}!</span>
        {switcher}
        <FamilyPlanBadge who={user.id} />
        <NavLink to="/familia" className="shell-nav__link">
          Familia
        </NavLink>
        <button
          type="button"
          className="uf-button uf-button--secondary uf-button--small"
          onClick={onLogout}
          disabled={leaving}
          aria-busy={leaving}
        >
          Salir
        </button>
      </div>
    );
  }
  return (
    <ul className="shell-user">
      <li>
        <NavLink to="/login" className="shell-nav__link">
          Entrar
        </NavLink>
      </li>
      <li>
        <NavLink to="/register" className="uf-button uf-button--accent uf-button--small">
          ¡Únete!
        </NavLink>
      </li>
    </ul>
  );
}
