import type { CONTACT_RULES, TypedValues } from '@universo/contracts';
import type { CreateContactMessageDto as ContactRequest } from '@universo/platform/api/content';
import { isContactSubject } from '../../shared/contactSubjects';
import { formToasts } from '../../shared/formToasts';

// The contact form's fields follow svc-content's rules (CONTACT_RULES in @universo/contracts).

/** The contact form as typed; `subject` is '' until one is chosen. */
export type ContactValues = TypedValues<typeof CONTACT_RULES>;

/** Spec section 8: the toasts of the form. */
export const CONTACT_TOASTS = formToasts({
  missing: 'Por favor completa todos los campos.',
  sent: { title: 'Mensaje enviado', description: 'Gracias por escribirnos. Te responderemos pronto a tu correo.' },
  failed: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
});

/** The request of a form whose fields followed their rules: texts trimmed. Pure. */
export function contactRequest(values: ContactValues): ContactRequest {
  if (!isContactSubject(values.subject)) throw new Error(`Asunto desconocido: ${values.subject}`);
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject, message: values.message.trim() };
}
