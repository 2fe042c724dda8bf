import { PageState } from '@universo/platform';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatColombianDateTime } from '@universo/contracts';
import { PlanFeatures } from './components/PlanFeatures';
import { StatusCard } from './components/StatusCard';
import { PLAN_NAME } from './planCopy';
import { successOutcome } from './successOutcome';
import { useRefreshSubscriptionStatusOnArrival, useSubscriptionStatus } from './useSubscriptionStatus';
import { usePageTitle } from '@universo/platform/title';
import './subscription.css';

/**
 * Where a payment returns (spec section 2, "Subscription success"). It congratulates only a
 * family whose plan billing authorised; anyone else is told what actually happened.
 */
export function SubscriptionSuccessPage() {
  // Before the read below: a status cached before the payment is dropped, not shown.
  useRefreshSubscriptionStatusOnArrival();
  const status = useSubscriptionStatus();
  const outcome = successOutcome(status);

  switch (outcome.kind) {
    case 'loading':
      return (
        <SuccessLayout icon="⏳" title="Tu suscripción">
          <PageState status="loading" message="Consultando tu suscripción..." />
        </SuccessLayout>
      );
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'error':
      return (
        <SuccessLayout icon="🔌" title="No pudimos consultar tu suscripción">
          <PageState status="error" message="Tu pago no se pierde: vuelve a intentarlo en unos segundos." onRetry={status.refetch} />
        </SuccessLayout>
      );
    case 'confirming': {
      const until = formatColombianDateTime(outcome.graceEndsAt);
      return (
        <SuccessLayout icon="⏳" title="Estamos confirmando tu pago" outcome="confirming">
          <p className="uf-lead">
            La pasarela de pago todavía no nos confirma el pago; suele tardar unos minutos. Mientras tanto ya pueden usar el {PLAN_NAME}
            {until ? <> hasta el {until}</> : null}.
          </p>
          {status.subscription ? <StatusCard subscription={status.subscription} /> : null}
          <p className="success-page__pending">
            <button type="button" className="uf-button uf-button--secondary" onClick={status.refetch} disabled={status.isFetching}>
              Actualizar estado
            </button>
          </p>
          <SuccessActions />
        </SuccessLayout>
      );
    }
    case 'not-completed':
      return (
        <SuccessLayout icon="⚠️" title="Tu pago no se completó" outcome="not-completed">
          <p className="uf-lead">
            No recibimos la confirmación del pago, así que el {PLAN_NAME} no está activo. No se hizo ningún cobro por ahora: puedes intentarlo de nuevo desde tu
            cuenta.
          </p>
          <RetryActions to="/account/subscription" label="Intentar el pago de nuevo" />
        </SuccessLayout>
      );
    case 'rejected':
      return (
        <SuccessLayout icon="❌" title="Pago rechazado" outcome="rejected">
          <p className="uf-lead">La pasarela de pago rechazó el pago: no se hizo ningún cobro y el plan no quedó activo.</p>
          <RetryActions to="/subscription" label="Intentar de nuevo" />
        </SuccessLayout>
      );
    case 'other':
      return (
        <SuccessLayout icon="ℹ️" title="Tu suscripción" outcome="other">
          {status.subscription ? <StatusCard subscription={status.subscription} /> : null}
          <div className="success-page__actions">
            <Link to="/account/subscription" className="uf-button uf-button--accent">
              Ver mi suscripción
            </Link>
          </div>
        </SuccessLayout>
      );
    case 'welcome':
      return (
        <SuccessLayout icon="🎉" title={`¡Bienvenidos al ${PLAN_NAME}!`} outcome="welcome">
          <p className="uf-lead">
            Gracias por unirte a la familia del Universo de Francesca. Ya pueden disfrutar de todas las historias, juegos y retos para aprender a emprender
            juntos.
          </p>
          {status.subscription ? <StatusCard subscription={status.subscription} /> : null}
          <section className="uf-card success-page__benefits" aria-labelledby="benefits-title">
            <h2 id="benefits-title">Lo que acabas de desbloquear</h2>
            <PlanFeatures label="Beneficios desbloqueados" className="plan-features--unlocked" />
          </section>
          <SuccessActions />
        </SuccessLayout>
      );
  }
}

function SuccessLayout({ icon, title, outcome, children }: { icon: string; title: string; outcome?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="uf-container uf-section success-page" aria-labelledby="success-title" data-outcome={outcome}>
      <header className="success-page__header">
        <span className="success-page__icon" aria-hidden="true">
          {icon}
        </span>
        <h1 id="success-title">{title}</h1>
      </header>
      <div className="success-page__status" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

/** A payment that did not go through: where to try again, and support. */
function RetryActions({ to, label }: { to: string; label: string }) {
  return (
    <div className="success-page__actions">
      <Link to={to} className="uf-button uf-button--accent">
        {label}
      </Link>
      <Link to="/contacto" className="uf-button uf-button--secondary">
        Escribir a soporte
      </Link>
    </div>
  );
}

/** Spec section 2: buttons to the Magic Zone and home, the account page and support. */
function SuccessActions() {
  return (
    <>
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
    </>
  );
}
