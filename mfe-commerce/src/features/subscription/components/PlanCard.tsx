import { CardIcon } from '@universo/platform';
import { formatCop, SUBSCRIPTION_PLAN } from '@universo/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { CANCEL_ANYTIME, GUARANTEE_NOTE, PAYMENTS_NOTICE, PLAN_NAME, PLAN_PRICE_USD_TEXT } from '../planCopy';
import { PlanFeatures } from './PlanFeatures';

/** Spec section 2, "Subscription": the plan card. `action` is the start button (or the way to the account). */
export function PlanCard({ action }: { action: ReactNode }) {
  const titleId = useId();
  return (
    <article className="uf-card plan-card" aria-labelledby={titleId}>
      <p className="plan-card__ribbon">Más Popular</p>
      <CardIcon>👑</CardIcon>
      <h2 id={titleId} className="plan-card__name">
        {PLAN_NAME}
      </h2>
      <p className="plan-card__price">
        <strong>{formatCop(SUBSCRIPTION_PLAN.amount)}</strong> <span className="plan-card__period">al mes</span>
      </p>
      <p className="plan-card__approx">{PLAN_PRICE_USD_TEXT}</p>
      <PlanFeatures label="Qué incluye el plan" />
      <div className="plan-card__action">{action}</div>
      <p className="plan-card__note">
        <span aria-hidden="true">🛡️</span> {GUARANTEE_NOTE}
      </p>
      <p className="plan-card__note">
        <span aria-hidden="true">✨</span> {CANCEL_ANYTIME}
      </p>
      <aside className="plan-card__notice" aria-label={PAYMENTS_NOTICE.title}>
        <p className="plan-card__notice-title">
          <span aria-hidden="true">🧪</span> {PAYMENTS_NOTICE.title}
        </p>
        <p>{PAYMENTS_NOTICE.text}</p>
        <p>
          ¿Tienes preguntas? <Link to="/contacto">Escríbenos</Link>
        </p>
      </aside>
    </article>
  );
}
