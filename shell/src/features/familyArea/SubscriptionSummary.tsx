import { PLAN_NAME, subscriptionStatusMessage, usePremium } from '@universo/platform';
import { Link } from 'react-router-dom';
import { formatMoment } from './familyAreaCopy';

/** The family's plan in one card, with the way to manage it. */
export function SubscriptionSummary() {
  const { subscription, subscriptionFailed } = usePremium();
  return (
    <section className="shell-family__card uf-card" aria-labelledby="family-plan-title">
      <h2 id="family-plan-title">Tu plan</h2>
      {subscriptionFailed ? <p role="alert">Ahora no podemos consultar tu plan. Inténtalo de nuevo en unos minutos.</p> : null}
      {!subscription && !subscriptionFailed ? <p role="status">Consultando tu plan…</p> : null}
      {subscription?.hasSubscription ? (
        <>
          <p>
            <strong>{PLAN_NAME}</strong>: {subscriptionStatusMessage(subscription.status, true)}
          </p>
          {subscription.nextPaymentDate ? <p>Próxima renovación: {formatMoment(subscription.nextPaymentDate)}.</p> : null}
          <Link to="/account/subscription" className="uf-button uf-button--secondary">
            Gestionar la suscripción
          </Link>
        </>
      ) : null}
      {subscription && !subscription.hasSubscription ? (
        <>
          <p>Tu familia usa el plan gratis.</p>
          <Link to="/subscription" className="uf-button uf-button--secondary">
            Conocer el {PLAN_NAME}
          </Link>
        </>
      ) : null}
    </section>
  );
}
