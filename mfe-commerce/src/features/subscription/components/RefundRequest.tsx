import type { MoneyBackGuarantee } from '@universo/platform/api/billing';
import { apiErrorMessage, toast } from '@universo/platform';
import { type FormEvent, useId, useState } from 'react';
import { guaranteeState, REFUND_MESSAGE_MAX } from '../accountDisplay';
import { useRequestRefundMutation } from '../api/requestRefund';

/** The 30-day money-back guarantee: how it works, and the request form while it applies. */
export function RefundRequest({ guarantee }: { guarantee: MoneyBackGuarantee }) {
  const [requestRefund, { isLoading }] = useRequestRefundMutation();
  const [message, setMessage] = useState('');
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const stateId = useId();
  const state = guaranteeState(guarantee);
  const canAsk = state.kind === 'open';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAsk || isLoading) return;
    const note = message.trim();
    try {
      const response = await requestRefund(note ? { message: note } : {}).unwrap();
      setMessage('');
      toast({ title: 'Solicitud enviada', description: response.message });
    } catch (error) {
      toast({
        title: 'No se pudo enviar la solicitud',
        description: apiErrorMessage(error) ?? 'Inténtalo de nuevo en unos minutos o escríbenos desde Contacto.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section className="uf-card account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Garantía de devolución de {guarantee.days} días</h2>
      <p>
        Si el plan no es lo que esperaban, pueden pedir la devolución del dinero durante los primeros {guarantee.days} días desde que se aprobó el primer pago.
        Una persona de nuestro equipo revisa cada solicitud y les escribe al correo de la cuenta. Pedir la devolución no cancela la suscripción: para eso está
        el botón de cancelar.
      </p>
      <p id={stateId} className={state.kind === 'requested' ? 'account-note account-note--success' : 'account-note'}>
        {state.text}
      </p>
      {state.kind === 'requested' ? null : (
        <form className="uf-form" noValidate onSubmit={submit}>
          <div className="uf-field">
            <label htmlFor={fieldId}>Cuéntanos qué pasó (opcional)</label>
            <textarea
              id={fieldId}
              className="uf-input account-textarea"
              rows={4}
              maxLength={REFUND_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              disabled={!canAsk || isLoading}
              aria-describedby={hintId}
            />
            <p id={hintId} className="uf-field__hint">
              {message.length} de {REFUND_MESSAGE_MAX} caracteres
            </p>
          </div>
          <div>
            <button
              type="submit"
              className="uf-button uf-button--secondary"
              disabled={!canAsk || isLoading}
              aria-busy={isLoading}
              aria-describedby={canAsk ? undefined : stateId}
            >
              {isLoading ? 'Enviando solicitud...' : 'Solicitar devolución'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
