import { ParentalCheckDialog, toast } from '@universo/platform';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateSubscriptionMutation } from './api/createSubscription';
import { PlanCard } from './components/PlanCard';
import { PLAN_NAME, SUBSCRIBE_MESSAGES } from './planCopy';
import { paymentLinkOf, subscribeErrorDescription } from './subscriptionStart';
import { hasOpenSubscription, planRenewalLine, subscriptionStatusTone } from './subscriptionStatus';
import { useSubscriptionStatus } from './useSubscriptionStatus';
import { usePageTitle } from '@universo/platform/title';
import './subscription.css';

/** Where the sandbox (and MercadoPago's back URL) returns a rejected payment: /subscription?pago=rechazado. */
const REJECTED = 'rechazado';

export function SubscriptionPage() {
  usePageTitle(PLAN_NAME);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const paymentRejected = searchParams.get('pago') === REJECTED;
  const status = useSubscriptionStatus();
  const [createSubscription, { isLoading: isCreating }] = useCreateSubscriptionMutation();
  const [checking, setChecking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // Back from the payment page through the browser's history cache: the page is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(false);
      setChecking(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function start() {
    if (!status.isLoggedIn) {
      toast({ title: SUBSCRIBE_MESSAGES.loginTitle, description: SUBSCRIBE_MESSAGES.loginDescription });
      navigate('/login');
      return;
    }
    setChecking(true);
  }

  async function goToPayment() {
    try {
      const response = await createSubscription().unwrap();
      const link = paymentLinkOf(response, window.location.origin);
      setLeaving(true);
      window.location.assign(link);
    } catch (error) {
      setChecking(false);
      toast({ title: SUBSCRIBE_MESSAGES.errorTitle, description: subscribeErrorDescription(error), variant: 'destructive' });
    }
  }

  const open = hasOpenSubscription(status.subscription);
  const renewal = planRenewalLine(status.subscription);
  const action = open ? (
    <Link to="/account/subscription" className="uf-button uf-button--accent plan-card__button">
      Ver mi suscripción
    </Link>
  ) : (
    <button
      type="button"
      className="uf-button uf-button--accent plan-card__button"
      onClick={start}
      disabled={status.isLoading}
      aria-busy={status.isLoading}
      aria-haspopup="dialog"
    >
      Empezar Mi Viaje Ahora
    </button>
  );

  return (
    <section className="uf-container uf-section subscription-page" aria-labelledby="subscription-title">
      <header className="subscription-page__header">
        <h1 id="subscription-title">Únete al {PLAN_NAME}</h1>
        <p className="uf-lead">
          Todo el Universo de Francesca para aprender a emprender, ahorrar y soñar en grande: historias, juegos, retos y chat con todos los personajes.
        </p>
      </header>

      {paymentRejected ? (
        <div className="subscription-alert subscription-alert--danger" role="alert">
          <p className="subscription-alert__title">{SUBSCRIBE_MESSAGES.rejectedTitle}</p>
          <p>{SUBSCRIBE_MESSAGES.rejectedText}</p>
        </div>
      ) : null}

      <div className="subscription-status" role="status" aria-live="polite">
        {status.isLoading && status.isLoggedIn ? <p>Consultando tu suscripción...</p> : null}
        {status.message ? (
          <p>
            <span className={`uf-badge uf-badge--${subscriptionStatusTone(status.subscription?.status ?? null)}`}>{status.message}</span>
            {!status.isLoggedIn ? (
              <>
                {' '}
                <Link to="/login">Iniciar sesión</Link> · <Link to="/register">Crear cuenta gratis</Link>
              </>
            ) : null}
            {open ? (
              <>
                {' '}
                <Link to="/account/subscription">Gestionar mi suscripción</Link>
              </>
            ) : null}
          </p>
        ) : null}
        {renewal ? <p className="subscription-status__renewal">{renewal}</p> : null}
        {status.subscription?.status === 'expired' ? (
          <p className="subscription-status__renewal">
            No recibimos la confirmación de tu pago. <Link to="/account/subscription">Intentar el pago de nuevo</Link>
          </p>
        ) : null}
      </div>

      <div className="subscription-page__plan">
        <PlanCard action={action} />
      </div>

      {checking ? (
        <ParentalCheckDialog
          title="Antes de ir al pago"
          confirmLabel="Continuar al pago"
          busyLabel="Abriendo el pago..."
          busy={isCreating || leaving}
          onConfirm={() => void goToPayment()}
          onClose={() => setChecking(false)}
        >
          <p>
            Vas a suscribirte al <strong>{PLAN_NAME}</strong>. Esta pregunta evita que los más pequeños empiecen una compra sin ayuda.
          </p>
        </ParentalCheckDialog>
      ) : null}
    </section>
  );
}
