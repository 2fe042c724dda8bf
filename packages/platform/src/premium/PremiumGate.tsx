import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { PageState } from '../ui/PageState';
import { PLAN_CANCEL_TEXT, PLAN_NAME, PLAN_PRICE_TEXT, PLAN_PRICE_USD_TEXT } from './planCopy';
import { subscriptionStatusMessage } from './subscriptionStatusMessage';
import { usePremium } from './usePremium';
import './premiumGate.css';

export interface PremiumGateProps {
  /** What is locked, e.g. 'El chat con todos los personajes': the heading reads '{feature} es parte del Plan Emprendedor Mágico'. */
  feature?: string;
  /** 1 when the gate stands for the whole page (e.g. /personajes), 2 (default) for a section. */
  headingLevel?: 1 | 2;
  /**
   * A service refused the content (403 with `premiumItem`): show the gate whatever the family's
   * status reads here (it may be a few minutes old), never the children.
   */
  locked?: boolean;
  /** The premium content: rendered only for families with an active plan. */
  children: ReactNode;
}

/**
 * Shows its children to premium families only (spec section 6). Visitors are invited to create an
 * account or log in; logged-in families without an active plan, to subscribe. Services enforce
 * premium on their own: this gate is the friendly face of that rule, not the rule.
 */
export function PremiumGate({ feature, headingLevel = 2, locked = false, children }: PremiumGateProps) {
  const { status, subscription, isLoggedIn } = usePremium();
  const titleId = useId();

  if (status === 'premium' && !locked) return <>{children}</>;
  if (status === 'loading') return <PageState status="loading" message="Comprobando tu plan..." />;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const visitor = status === 'visitor';
  return (
    <section className="uf-premium-gate" aria-labelledby={titleId} data-premium-gate={status}>
      <span className="uf-premium-gate__icon" aria-hidden="true">
        👑
      </span>
      <p className="uf-badge uf-badge--premium">Contenido Premium</p>
      <Heading id={titleId} className="uf-premium-gate__title">
        {`${feature ?? 'Este contenido'} es parte del ${PLAN_NAME}`}
      </Heading>
      <p>
        Con el <strong>{PLAN_NAME}</strong> desbloqueas todas las historias, los juegos, las descargas y el chat con todos los personajes.
      </p>
      <p className="uf-premium-gate__price">
        <strong>{PLAN_PRICE_TEXT}</strong> ({PLAN_PRICE_USD_TEXT}), {PLAN_CANCEL_TEXT}.
      </p>
      {visitor ? (
        <>
          <p>Crea tu cuenta gratis o inicia sesión para suscribirte.</p>
          <div className="uf-premium-gate__actions">
            <Link to="/register" className="uf-button uf-button--accent">
              Crear Cuenta Gratis
            </Link>
            <Link to="/login" className="uf-button uf-button--secondary">
              Iniciar Sesión
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="uf-premium-gate__status">{subscriptionStatusMessage(subscription?.status ?? null, isLoggedIn)}</p>
          <div className="uf-premium-gate__actions">
            <Link to="/subscription" className="uf-button uf-button--accent">
              ¡Suscribirme Ahora!
            </Link>
            <Link to="/" className="uf-button uf-button--secondary">
              Volver al Inicio
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
