import { type FormEvent, useState } from 'react';
import { apiErrorMessage, TextField } from '@universo/platform';
import { useSubscribeNewsletterMutation } from '../api/subscribeNewsletter';
import { checkNewsletterEmail, SUBSCRIBED_FALLBACK } from '../newsletterOutcome';

/** The field other cards send the keyboard to ("Webinars": subscribe to hear about the first one). */
export const NEWSLETTER_EMAIL_ID = 'newsletter-email';

export function focusNewsletter(): void {
  const field = document.getElementById(NEWSLETTER_EMAIL_ID);
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}

/** Spec section 2: the monthly newsletter with 'Suscribirse'. The parent confirms by e-mail. */
export function NewsletterCard() {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkNewsletterEmail(email);
    if ('error' in checked) {
      setFieldError(checked.error);
      setResult(undefined);
      document.getElementById(NEWSLETTER_EMAIL_ID)?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      const answer = await subscribe({ email: checked.email }).unwrap();
      setEmail('');
      setResult({ ok: true, text: answer?.message?.trim() || SUBSCRIBED_FALLBACK });
    } catch (error) {
      setResult({ ok: false, text: apiErrorMessage(error) ?? 'No pudimos registrar tu correo. Inténtalo de nuevo en unos minutos.' });
    }
  }

  return (
    <li className="uf-card blog-newsletter">
      <span className="uf-card__icon" aria-hidden="true">
        💌
      </span>
      <h3 id="newsletter-title">Boletín mensual</h3>
      <p>Un correo al mes con ideas, actividades y novedades del Universo de Francesca. Sin publicidad; te das de baja con un clic.</p>
      <form className="uf-form blog-newsletter__form" noValidate aria-labelledby="newsletter-title" onSubmit={submit}>
        <TextField
          id={NEWSLETTER_EMAIL_ID}
          label="Tu correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <button type="submit" className="uf-button uf-button--accent" disabled={isLoading} aria-busy={isLoading}>
          Suscribirse
        </button>
      </form>
      <div aria-live="polite">
        {result ? <p className={result.ok ? 'blog-newsletter__result' : 'blog-newsletter__result blog-newsletter__result--error'}>{result.text}</p> : null}
      </div>
    </li>
  );
}
