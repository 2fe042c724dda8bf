import { CONTACT_MESSAGE_LIMITS as L } from '@universo/contracts';
import type { CreateContactMessageDto as ContactRequest } from '@universo/platform/api/content';
import { isContactSubject } from '../../shared/contactSubjects';
import { isEmailAddress } from '../../shared/emailAddress';
import { EMAIL_MESSAGE, type FieldErrors, type FormValidation, lengthError, REQUIRED_MESSAGE } from '../../shared/formValidation';

/** The contact form as typed; `subject` is '' until one is chosen. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Spec section 8: the toasts of the form. */
export const CONTACT_TOASTS = {
  missing: { title: 'Campos requeridos', description: 'Por favor completa todos los campos.' },
  sent: { title: 'Mensaje enviado', description: 'Gracias por escribirnos. Te responderemos pronto a tu correo.' },
  failed: { title: 'Error', description: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.' },
} as const;

export const NAME_LENGTH_MESSAGE = `El nombre debe tener entre ${L.nameMin} y ${L.nameMax} caracteres`;
export const MESSAGE_LENGTH_MESSAGE = `El mensaje debe tener entre ${L.messageMin} y ${L.messageMax} caracteres`;
export const SUBJECT_MESSAGE = 'Elige una de las opciones';

/** Spec section 5: all four fields are required; limits are the service's (CONTACT_MESSAGE_LIMITS). Pure. */
export function validateContact(values: ContactValues): FormValidation<ContactField, ContactRequest> {
  const errors: FieldErrors<ContactField> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const subject = values.subject;

  if (!name) errors.name = REQUIRED_MESSAGE;
  if (!email) errors.email = REQUIRED_MESSAGE;
  if (!subject) errors.subject = REQUIRED_MESSAGE;
  if (!message) errors.message = REQUIRED_MESSAGE;
  const missingRequired = Object.keys(errors).length > 0;

  if (name) errors.name = lengthError(name, L.nameMin, L.nameMax, NAME_LENGTH_MESSAGE);
  if (email && (!isEmailAddress(email) || email.length > L.emailMax)) errors.email = EMAIL_MESSAGE;
  if (subject && !isContactSubject(subject)) errors.subject = SUBJECT_MESSAGE;
  if (message) errors.message = lengthError(message, L.messageMin, L.messageMax, MESSAGE_LENGTH_MESSAGE);

  const found = Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as FieldErrors<ContactField>;
  if (missingRequired || Object.keys(found).length > 0 || !isContactSubject(subject)) return { ok: false, missingRequired, errors: found };
  return { ok: true, request: { name, email, subject, message } };
}
