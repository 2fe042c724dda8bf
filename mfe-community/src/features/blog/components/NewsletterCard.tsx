import { useState } from 'react';
import { NEWSLETTER_EMAIL_RULE } from '@universo/contracts';
import { apiErrorMessage, CardIcon, TextField, usePlainForm } from '@universo/platform';
import { useSubscribeNewsletterMutation } from '../api/subscribeNewsletter';
import { SUBSCRIBED_FALLBACK } from '../newsletterOutcome';

/** The field other cards send the keyboard to ("Webinars": subscribe to hear about the first one). */
export const NEWSLETTER_EMAIL_ID = 'newsletter-email';

export function focusNewsletter(): void {
  const field = document.getElementById(NEWSLETTER_EMAIL_ID);
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}

/**
 * Spec section 2: the monthly newsletter with 'Suscribirse'. The parent confirms by e-mail. The
 * field is the field set's control and follows svc-content's rule, without react-hook-form: the
 * blog's first load has no room for it under the 150 KB budget.
 */
export function NewsletterCard() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = usePlainForm({ rules: { email: NEWSLETTER_EMAIL_RULE }, initial: { email: '' } });
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const submit = form.submit(
    async ({ email }) => {
      const answer = await subscribe({ email: email.trim() }).unwrap();
      form.reset();
      setResult({ ok: true, text: answer?.message?.trim() || SUBSCRIBED_FALLBACK });
    },
    {
      onInvalid: () => setResult(undefined),
      onFailure: (error) => setResult({ ok: false, text: apiErrorMessage(error) ?? 'No pudimos registrar tu correo. Inténtalo de nuevo en unos minutos.' }),
    },
  );

  return (
    <li className="uf-card blog-newsletter">
      <CardIcon>💌</CardIcon>
      <h3 id="newsletter-title">Boletín mensual</h3>
      <p>Un correo al mes con ideas, actividades y novedades del Universo de Francesca. Sin publicidad; te das de baja con un clic.</p>
      <form ref={form.formRef} className="uf-form blog-newsletter__form" noValidate aria-labelledby="newsletter-title" onSubmit={submit}>
        <TextField
          id={NEWSLETTER_EMAIL_ID}
          label="Tu correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={NEWSLETTER_EMAIL_RULE.maxLength.value}
          {...form.text('email')}
        />
        <button type="submit" className="uf-button uf-button--accent" disabled={form.sending} aria-busy={form.sending}>
          Suscribirse
        </button>
      </form>
      <div aria-live="polite">
        {result ? <p className={result.ok ? 'blog-newsletter__result' : 'blog-newsletter__result blog-newsletter__result--error'}>{result.text}</p> : null}
      </div>
    </li>
  );
}
