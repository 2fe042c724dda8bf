import type { SubscriptionAccountResponse } from '@universo/platform/api/billing';
import { apiErrorMessage, PageState, ParentalCheckDialog, toast } from '@universo/platform';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { accountFacts } from './accountDisplay';
import { useCancelSubscriptionMutation } from './api/cancelSubscription';
import { useGetSubscriptionAccountQuery } from './api/getSubscriptionAccount';
import { RefundRequest } from './components/RefundRequest';
import { SubscriptionHistory } from './components/SubscriptionHistory';
import { PLAN_NAME } from './planCopy';
import { safePaymentLink } from './subscriptionStart';
import { statusMessageOf, subscriptionStatusTone } from './subscriptionStatus';

type ParentalAction = 'cancel' | 'pay';

/** A signed-in family's plan: its status, payment, cancellation, the 30-day guarantee and the history. */
export function AccountSubscription() {
  // The account view is never cached by billing (no-store): read it again on every visit.
  const { data, isLoading, isError, error, refetch, isFetching } = useGetSubscriptionAccountQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <PageState status="loading" message="Cargando tu suscripción..." />;
  if (isError || !data) {
    return (
      <PageState
        status="error"
        title="No pudimos cargar tu suscripción"
        message={apiErrorMessage(error) ?? 'Inténtalo de nuevo en unos minutos.'}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data.hasSubscription) {
    return (
      <div className="uf-card account-section account-empty">
        <p className="account-empty__title">{statusMessageOf(data, true)}</p>
        <p>Con el {PLAN_NAME} desbloqueas todas las historias, los juegos, las descargas y el chat con todos los personajes.</p>
        <div className="account-actions">
          <Link to="/subscription" className="uf-button uf-button--accent">
            Conocer el plan
          </Link>
        </div>
      </div>
    );
  }
  return <AccountDetails account={data} isRefreshing={isFetching} />;
}

function AccountDetails({ account, isRefreshing }: { account: SubscriptionAccountResponse; isRefreshing: boolean }) {
  const [cancelSubscription, { isLoading: isCancelling }] = useCancelSubscriptionMutation();
  const [parentalAction, setParentalAction] = useState<ParentalAction | null>(null);
  const [leaving, setLeaving] = useState(false);
  const planHeadingRef = useRef<HTMLHeadingElement>(null);
  const paymentLink = typeof window === 'undefined' ? null : safePaymentLink(account.paymentLink, window.location.origin);

  async function cancel() {
    try {
      const response = await cancelSubscription().unwrap();
      setParentalAction(null);
      toast({ title: 'Suscripción cancelada', description: response.message });
      // The button that opened the dialog is gone: focus goes to the plan, where the new status is.
      setTimeout(() => planHeadingRef.current?.focus(), 0);
    } catch (error) {
      setParentalAction(null);
      toast({
        title: 'No se pudo cancelar la suscripción',
        description: apiErrorMessage(error) ?? 'Inténtalo de nuevo en unos minutos.',
        variant: 'destructive',
      });
    }
  }

  function pay() {
    if (!paymentLink) return;
    setLeaving(true);
    window.location.assign(paymentLink);
  }

  return (
    <div className="account-layout" aria-busy={isRefreshing}>
      <section className="uf-card account-section" aria-labelledby="account-plan-title">
        <h2 id="account-plan-title" ref={planHeadingRef} tabIndex={-1}>
          {account.planName}
        </h2>
        <p className="account-status" role="status">
          <span className={`uf-badge uf-badge--${subscriptionStatusTone(account.status)}`}>{statusMessageOf(account, true)}</span>
        </p>
        <dl className="status-card__facts">
          {accountFacts(account).map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {account.status === 'pending' && paymentLink ? (
          <div className="account-pending">
            <p>Tu pago todavía no se ha completado. Puedes terminarlo ahora.</p>
            <button type="button" className="uf-button uf-button--accent" aria-haspopup="dialog" onClick={() => setParentalAction('pay')}>
              Completar el pago
            </button>
          </div>
        ) : null}
        {account.status === 'expired' ? (
          <div className="account-pending account-pending--expired" role="alert">
            <p className="account-pending__title">Tu pago no se completó</p>
            <p>
              No recibimos la confirmación del pago a tiempo, así que el plan no está activo. Si ya pagaste, el plan se activa solo en cuanto la pasarela nos
              avise.
            </p>
            {paymentLink ? (
              <button type="button" className="uf-button uf-button--accent" aria-haspopup="dialog" onClick={() => setParentalAction('pay')}>
                Intentar el pago de nuevo
              </button>
            ) : (
              <Link to="/contacto" className="uf-button uf-button--accent">
                Escribir a soporte
              </Link>
            )}
          </div>
        ) : null}
        {account.status === 'rejected' ? (
          <p className="account-note">
            La pasarela de pago rechazó el pago: no se hizo ningún cobro. Puedes <Link to="/subscription">intentarlo de nuevo</Link> con otro medio de pago.
          </p>
        ) : null}
        {account.status === 'cancelled' ? (
          <p className="account-note">
            Tu suscripción está cancelada y no se harán más cobros. Cuando quieras, puedes <Link to="/subscription">volver a suscribirte</Link>.
          </p>
        ) : null}
      </section>

      {account.canCancel ? (
        <section className="uf-card account-section" aria-labelledby="account-cancel-title">
          <h2 id="account-cancel-title">Cancelar la suscripción</h2>
          <p>Puedes cancelar cuando quieras, sin permanencia. Al cancelar no se harán más cobros y el contenido premium se bloquea de nuevo.</p>
          <div className="account-actions">
            <button type="button" className="uf-button uf-button--secondary account-cancel" aria-haspopup="dialog" onClick={() => setParentalAction('cancel')}>
              Cancelar suscripción
            </button>
          </div>
        </section>
      ) : null}

      <RefundRequest guarantee={account.guarantee} />
      <SubscriptionHistory history={account.history} />

      <p className="account-help">
        ¿Dudas con tu plan o con un cobro? <Link to="/contacto">Escríbenos a soporte</Link>.
      </p>

      {parentalAction === 'cancel' ? (
        <ParentalCheckDialog
          title="¿Cancelar la suscripción?"
          confirmLabel="Sí, cancelar suscripción"
          busyLabel="Cancelando..."
          cancelLabel="No, mantener mi plan"
          busy={isCancelling}
          onConfirm={() => void cancel()}
          onClose={() => setParentalAction(null)}
        >
          <p>
            Si cancelas el <strong>{account.planName}</strong>, no se harán más cobros y el contenido premium se bloqueará de nuevo. Puedes volver a suscribirte
            cuando quieras.
          </p>
        </ParentalCheckDialog>
      ) : null}
      {parentalAction === 'pay' ? (
        <ParentalCheckDialog
          title="Antes de ir al pago"
          confirmLabel="Continuar al pago"
          busyLabel="Abriendo el pago..."
          busy={leaving}
          onConfirm={pay}
          onClose={() => setParentalAction(null)}
        >
          <p>
            Vas a completar el pago del <strong>{account.planName}</strong>. Esta pregunta evita que los más pequeños hagan una compra sin ayuda.
          </p>
        </ParentalCheckDialog>
      ) : null}
    </div>
  );
}
