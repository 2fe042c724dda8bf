import type { MoneyBackGuarantee } from '@universo/platform/api/billing';
import { REFUND_MESSAGE_RULE } from '@universo/contracts';
import { apiErrorMessage, toast } from '@universo/platform';
import { Form, FormProblem, SubmitButton, TextAreaField } from '@universo/platform/forms';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { guaranteeState } from '../accountDisplay';
import { useRequestRefundMutation } from '../api/requestRefund';

/** The 30-day money-back guarantee: how it works, and the request form while it applies. */
export function RefundRequest({ guarantee }: { guarantee: MoneyBackGuarantee }) {
  const [requestRefund] = useRequestRefundMutation();
  const form = useForm({ defaultValues: { message: '' } });
  const titleId = useId();
  const fieldId = useId();
  const stateId = useId();
  const state = guaranteeState(guarantee);
  const canAsk = state.kind === 'open';
  const typed = form.watch('message');

  async function submit({ message }: { message: string }) {
    if (!canAsk) return;
    const note = message.trim();
    const response = await requestRefund(note ? { message: note } : {}).unwrap();
    form.reset();
    toast({ title: 'Solicitud enviada', description: response.message });
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
        <Form
          form={form}
          className="uf-form"
          onSubmit={submit}
          onFailure={(error) =>
            toast({
              title: 'No se pudo enviar la solicitud',
              description: apiErrorMessage(error) ?? 'Inténtalo de nuevo en unos minutos o escríbenos desde Contacto.',
              variant: 'destructive',
            })
          }
        >
          <TextAreaField
            id={fieldId}
            name="message"
            rule={REFUND_MESSAGE_RULE}
            label="Cuéntanos qué pasó (opcional)"
            className="account-textarea"
            rows={4}
            disabled={!canAsk}
            hint={`${typed.length} de ${REFUND_MESSAGE_RULE.maxLength.value} caracteres`}
          />
          <FormProblem />
          <div>
            <SubmitButton
              className="uf-button uf-button--secondary"
              disabled={!canAsk}
              busyLabel="Enviando solicitud..."
              aria-describedby={canAsk ? undefined : stateId}
            >
              Solicitar devolución
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
