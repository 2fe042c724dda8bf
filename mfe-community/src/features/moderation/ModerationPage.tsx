import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageState, useCurrentUser } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { ADMINS_ONLY, moderationAccess } from './moderationAccess';
import './moderation.css';

const ModerationDesk = lazy(() => import('./components/ModerationDesk').then(({ ModerationDesk: desk }) => ({ default: desk })));

/** `/moderacion`: admins review the gallery's posts and read the contact messages. */
export function ModerationPage() {
  const { user, error, refetch } = useCurrentUser();
  const access = moderationAccess(user);
  usePageTitle('Moderación');

  return (
    <section className="uf-container uf-section" aria-labelledby="moderation-title">
      <h1 id="moderation-title">Moderación</h1>
      {access === 'checking' && error ? (
        <PageState status="error" message="No pudimos comprobar tu sesión. Revisa tu conexión." onRetry={refetch} />
      ) : access === 'checking' ? (
        <PageState status="loading" message="Comprobando tu sesión..." />
      ) : access === 'visitor' ? (
        <div className="uf-card moderation-gate">
          <p>Esta página es para el equipo de Universo de Francesca. Inicia sesión con una cuenta de administrador para revisar la galería y los mensajes.</p>
          <div className="uf-card__actions">
            <Link to="/login" className="uf-button">
              Iniciar sesión
            </Link>
          </div>
        </div>
      ) : access === 'family' ? (
        <div className="uf-card moderation-gate" role="alert">
          <p>{ADMINS_ONLY}</p>
          <div className="uf-card__actions">
            <Link to="/" className="uf-button uf-button--secondary">
              Ir a la página principal
            </Link>
          </div>
        </div>
      ) : (
        <Suspense fallback={<PageState status="loading" message="Comprobando la verificación en dos pasos..." />}>
          <ModerationDesk />
        </Suspense>
      )}
    </section>
  );
}
