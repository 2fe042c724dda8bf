import type { NewsletterOutcome } from '@universo/contracts';
import { renderMail, type RenderedMail } from '@universo/mailer';

export function newsletterLink(siteUrl: string, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteUrl}/api/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

/** Where the e-mail links land in the site: the blog, which shows the outcome. */
export function outcomePath(outcome: NewsletterOutcome): string {
  return `/blog?newsletter=${outcome}`;
}

/** The double opt-in e-mail, as text and HTML. Pure. */
export function confirmationEmail(siteUrl: string, tokens: { confirm: string; unsubscribe: string }): RenderedMail {
  return renderMail({
    subject: 'Confirma tu suscripción al boletín de Universo de Francesca',
    greeting: 'Hola:',
    paragraphs: [
      'Recibimos una solicitud para suscribir este correo al boletín mensual de Universo de Francesca para padres y educadores: ideas prácticas para enseñar a los niños de 6 a 10 años sobre dinero, ahorro y emprendimiento.',
      'Para confirmar tu suscripción, abre este enlace (funciona durante 7 días).',
    ],
    action: { label: 'Confirmar mi suscripción', url: newsletterLink(siteUrl, 'confirm', tokens.confirm) },
    after: [
      'Si no fuiste tú, ignora este correo: sin tu confirmación no te enviaremos nada más.',
      `Si cambias de opinión, puedes darte de baja cuando quieras:\n${newsletterLink(siteUrl, 'unsubscribe', tokens.unsubscribe)}`,
    ],
  });
}

/** Sent instead when a confirmed address is subscribed again: only its owner learns it. Pure. */
export function alreadySubscribedEmail(siteUrl: string, unsubscribeToken: string): RenderedMail {
  return renderMail({
    subject: 'Ya estás suscrito al boletín de Universo de Francesca',
    greeting: 'Hola:',
    paragraphs: [
      'Recibimos una nueva solicitud para suscribir este correo al boletín mensual de Universo de Francesca, pero ya estabas suscrito: no tienes que hacer nada.',
    ],
    action: { label: 'Darme de baja', url: newsletterLink(siteUrl, 'unsubscribe', unsubscribeToken) },
    after: ['Si quieres seguir recibiéndolo, no hagas nada.'],
  });
}
