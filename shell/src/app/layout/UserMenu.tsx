import { NavLink } from 'react-router-dom';
import { toast, useCurrentUser, useLogoutMutation } from '@universo/platform';

/** Entrar / ¡Únete! for visitors; the greeting and Salir for a logged-in family. */
export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  const [logout, { isLoading: isLeaving }] = useLogoutMutation();

  async function leave() {
    try {
      await logout().unwrap();
      toast({ title: '¡Hasta luego!', description: 'Has cerrado sesión correctamente' });
    } catch {
      toast({ title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' });
    }
  }

  if (isLoading) return <div className="shell-user" aria-hidden="true" />;
  if (user) {
    return (
      <div className="shell-user">
        <span className="shell-user__greeting">¡Hola, {user.firstName}!</span>
        <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={leave} disabled={isLeaving}>
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
