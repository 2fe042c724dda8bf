import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@universo/contracts';

/** The query parameter the newsletter's e-mail links come back with: `/blog?newsletter=confirmado`. */
export const NEWSLETTER_PARAM = 'newsletter';

export interface NewsletterNotice {
  outcome: NewsletterOutcome;
  tone: 'success' | 'warning';
  title: string;
  text: string;
}

const NOTICES: Record<NewsletterOutcome, Omit<NewsletterNotice, 'outcome'>> = {
  confirmado: {
    tone: 'success',
    title: '¡Suscripción confirmada!',
    text: 'Desde ahora recibirás el boletín mensual de Universo de Francesca con ideas y actividades para acompañar a tus hijos.',
  },
  baja: {
    tone: 'success',
    title: 'Cancelaste tu suscripción',
    text: 'Ya no recibirás el boletín mensual. Si cambias de opinión, puedes suscribirte de nuevo cuando quieras.',
  },
  'enlace-invalido': {
    tone: 'warning',
    title: 'El enlace no es válido',
    text: 'El enlace está incompleto o ya no sirve. Escribe tu correo en el boletín para recibir uno nuevo.',
  },
};

/** What the blog shows when a newsletter link brings a parent back (`?newsletter=`); undefined otherwise. Pure. */
export function newsletterNotice(value: string | null | undefined): NewsletterNotice | undefined {
  const outcome = NEWSLETTER_OUTCOMES.find((known) => known === value);
  return outcome ? { outcome, ...NOTICES[outcome] } : undefined;
}

/** Shown after a subscription request, when the service gave no message of its own. */
export const SUBSCRIBED_FALLBACK = '¡Gracias! Te enviamos un correo: abre el enlace que trae para confirmar tu suscripción al boletín mensual.';
