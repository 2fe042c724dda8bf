import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NEWSLETTER_EMAIL_RULE } from '@universo/contracts';
import { apiErrorMessage } from '@universo/platform';
import { Form, SubmitButton, TextField } from '@universo/platform/forms';
import { useSubscribeNewsletterMutation } from '../api/subscribeNewsletter';
import { SUBSCRIBED_FALLBACK } from '../newsletterOutcome';

/** The field other cards send the keyboard to ("Webinars": subscribe to hear about the first one). */
export const NEWSLETTER_EMAIL_ID = 'newsletter-email';

export function focusNewsletter(): void {
  const field = document.getElementById(NEWSLETTER_EMAIL_ID);
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}

/** Spec section 2: the monthly newsletter with 'Suscribirse'. The parent confirms by e-mail. */
export function NewsletterCard() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = useForm({ defaultValues: { email: '' } });
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function submit({ email }: { email: string }) {
    setResult(undefined);
    const answer = await subscribe({ email: email.trim() }).unwrap();
    form.reset();
    setResult({ ok: true, text: answer?.message?.trim() || SUBSCRIBED_FALLBACK });
  }

  return (
    <li className="uf-card blog-newsletter">
      <span className="uf-card__icon" aria-hidden="true">
        💌
      </span>
      <h3 id="newsletter-title">Boletín mensual</h3>
      <p>Un correo al mes con ideas, actividades y novedades del Universo de Francesca. Sin publicidad; te das de baja con un clic.</p>
      <Form
        form={form}
        className="uf-form blog-newsletter__form"
        aria-labelledby="newsletter-title"
        onSubmit={submit}
        onInvalid={() => setResult(undefined)}
        onFailure={(error) => setResult({ ok: false, text: apiErrorMessage(error) ?? 'No pudimos registrar tu correo. Inténtalo de nuevo en unos minutos.' })}
      >
        <TextField
          id={NEWSLETTER_EMAIL_ID}
          name="email"
          rule={NEWSLETTER_EMAIL_RULE}
          label="Tu correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <SubmitButton className="uf-button uf-button--accent">Suscribirse</SubmitButton>
      </Form>
      <div aria-live="polite">
        {result ? <p className={result.ok ? 'blog-newsletter__result' : 'blog-newsletter__result blog-newsletter__result--error'}>{result.text}</p> : null}
      </div>
    </li>
  );
}
