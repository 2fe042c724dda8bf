import { type ReactNode, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { FamilyPlanBadge } from '../../features/family/FamilyPlanBadge';
import { useMenuToggle } from './useMenuToggle';

export interface UserMenuViewProps {
  /** undefined while unknown, null for visitors. */
  user: { id: string; firstName: string } | null | undefined;
  onLogout: () => void;
  leaving: boolean;
  /** The name of the child who is playing (the greeting's name once known). */
  playingName?: string;
  /** The "¿Quién está jugando?" switcher, once the store is loaded. */
  switcher?: ReactNode;
  /** A notice that stays in view whatever the width (the reminder to confirm the address). */
  notice?: ReactNode;
}

/** Entrar / ¡Únete! for visitors; the greeting and Salir for a logged-in family (spec section 2). */
export function UserMenuView({ user, onLogout, leaving, playingName, switcher, notice }: UserMenuViewProps) {
  if (user === undefined) return <div className="shell-user" aria-hidden="true" />;
  if (user) {
    return (
      <div className="shell-user shell-user--family">
        <span className="shell-user__greeting">¡Hola, {playingName ?? user.firstName}!</span>
        <FamilyActions userId={user.id} switcher={switcher} onLogout={onLogout} leaving={leaving} />
        {notice}
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

interface FamilyActionsProps {
  userId: string;
  switcher: ReactNode;
  onLogout: () => void;
  leaving: boolean;
}

/**
 * The family's actions (who is playing, the plan, Familia) and Salir. Beside the nine links of a
 * 1024–1279 px header they do not all fit on the row: there the greeting and Salir stay, and a
 * "Mi cuenta" button opens the others as a small panel (CSS decides; on other widths the button is hidden and
 * the panel is part of the row, or of the phone menu).
 */
function FamilyActions({ userId, switcher, onLogout, leaving }: FamilyActionsProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { open, toggleProps } = useMenuToggle('menu-cuenta', panel);

  return (
    <>
      <button {...toggleProps} className="shell-user__more-toggle">
        Mi cuenta <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div ref={panel} id="menu-cuenta" className={open ? 'shell-user__more shell-user__more--open' : 'shell-user__more'}>
        {switcher}
        <FamilyPlanBadge who={userId} />
        <NavLink to="/familia" className="shell-nav__link">
          Familia
        </NavLink>
      </div>
      <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={onLogout} disabled={leaving} aria-busy={leaving}>
        Salir
      </button>
    </>
  );
}
