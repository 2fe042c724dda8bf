import { Link } from 'react-router-dom';
import { PlanFeatures } from './components/PlanFeatures';
import { StatusCard } from './components/StatusCard';
import { PLAN_NAME } from './planCopy';
import { useRefreshSubscriptionStatusOnArrival, useSubscriptionStatus } from './useSubscriptionStatus';
import './subscription.css';

/** Where a payment returns (spec section 2, "Subscription success"). */
export function SubscriptionSuccessPage() {
  // Before the read below: a status cached before the payment is dropped, not shown.
  useRefreshSubscriptionStatusOnArrival();
  const status = useSubscriptionStatus();
  const pending = status.subscription?.status === 'pending';

  return (
    <section className="uf-container uf-section success-page" aria-labelledby="success-title">
      <header className="success-page__header">
        <span className="success-page__icon" aria-hidden="true">
          🎉
        </span>
        <h1 id="success-title">¡Bienvenidos al {PLAN_NAME}!</h1>
        <p className="uf-lead">
          Gracias por unirte a la familia del Universo de Francesca. Ya pueden disfrutar de todas las historias, juegos y
          retos para aprender a emprender juntos.
        </p>
      </header>

      <div className="success-page__status" aria-live="polite">
        {status.isLoading && status.isLoggedIn ? <p role="status">Consultando tu suscripción...</p> : null}
        {status.subscription ? <StatusCard subscription={status.subscription} /> : null}
        {pending ? (
          <p className="success-page__pending">
            Estamos esperando la confirmación del pago; suele tardar unos minutos.{' '}
            <button type="button" className="uf-link-button" onClick={status.refetch} disabled={status.isFetching}>
              Actualizar estado
            </button>
          </p>
        ) : null}
      </div>

      <section className="uf-card success-page__benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Lo que acabas de desbloquear</h2>
        <PlanFeatures label="Beneficios desbloqueados" className="plan-features--unlocked" />
      </section>

      <div className="success-page__actions">
        <Link to="/zona-magica" className="uf-button uf-button--accent">
          Ir a la Zona Mágica
        </Link>
        <Link to="/" className="uf-button uf-button--secondary">
          Volver al Inicio
        </Link>
      </div>
      <p className="success-page__links">
        <Link to="/account/subscription">Ver mi suscripción</Link>
        <span aria-hidden="true"> · </span>
        ¿Necesitas ayuda? <Link to="/contacto">Escríbenos a soporte</Link>
      </p>
    </section>
  );
}
