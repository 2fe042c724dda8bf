import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { useId } from 'react';
import { monthlyPrice, nextChargeText, startDateText } from '../accountDisplay';
import { statusMessageOf, subscriptionStatusTone } from '../subscriptionStatus';

/** Spec section 2, "Subscription success": status, price, next charge or 'Pendiente', start or 'Hoy'. */
export function StatusCard({ subscription, title = 'Tu suscripción' }: { subscription: SubscriptionStatusResponse; title?: string }) {
  const titleId = useId();
  const tone = subscriptionStatusTone(subscription.hasSubscription ? subscription.status : null);
  return (
    <section className="uf-card status-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="status-card__title">
        {title}
      </h2>
      <dl className="status-card__facts">
        <div>
          <dt>Estado</dt>
          <dd>
            <span className={`uf-badge uf-badge--${tone}`}>{statusMessageOf(subscription, true)}</span>
          </dd>
        </div>
        <div>
          <dt>Precio</dt>
          <dd>{monthlyPrice(subscription.amount, subscription.currency)}</dd>
        </div>
        <div>
          <dt>Próximo cobro</dt>
          <dd>{nextChargeText(subscription.nextPaymentDate)}</dd>
        </div>
        <div>
          <dt>Fecha de inicio</dt>
          <dd>{startDateText(subscription.startDate)}</dd>
        </div>
      </dl>
    </section>
  );
}
