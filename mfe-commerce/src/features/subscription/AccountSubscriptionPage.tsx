import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageState, useCurrentUser } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import './subscription.css';

// A family's account view (with the refund form and react-hook-form) is its own chunk: a visitor
// who opens this address downloads only the invitation to sign in.
const AccountSubscription = lazy(() => import('./AccountSubscription').then(({ AccountSubscription: account }) => ({ default: account })));

/** /account/subscription: the family's plan, its history, cancellation and the 30-day guarantee. */
export function AccountSubscriptionPage() {
  usePageTitle('Mi suscripción');
  const { isLoggedIn, isLoading: isUserLoading } = useCurrentUser();

  return (
    <section className="uf-container uf-section account-page" aria-labelledby="account-title">
      <h1 id="account-title">Mi suscripción</h1>
      {isUserLoading ? (
        <PageState status="loading" message="Cargando tu cuenta..." />
      ) : isLoggedIn ? (
        <Suspense fallback={<PageState status="loading" message="Cargando tu suscripción..." />}>
          <AccountSubscription />
        </Suspense>
      ) : (
        <div className="uf-card account-section account-login">
          <p>Inicia sesión para ver y gestionar tu suscripción.</p>
          <div className="account-actions">
            <Link to="/login" className="uf-button">
              Iniciar Sesión
            </Link>
            <Link to="/register" className="uf-button uf-button--secondary">
              Crear Cuenta Gratis
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
