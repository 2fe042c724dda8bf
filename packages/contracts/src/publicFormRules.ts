// The families' forms outside the account (the gallery's 'Comparte tu Emprendimiento', contact,
// the newsletter, the refund request): the remotes' forms and the services' DTOs read these rules.

import { EMAIL_ADDRESS_RULE } from './accountRules';
import { type Bound, type ChoiceRule, EMAIL_MAX_LENGTH, emailRule, type EmailRule, type TextRule, trimmedText, type WholeNumberRule } from './fieldRules';

/** Limits of a community post (spec sections 5 and 9), shared by the form and the service. */
export const COMMUNITY_POST_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  descriptionMin: 10,
  descriptionMax: 600,
  childAgeMin: 6,
  childAgeMax: 10,
  emailMax: EMAIL_MAX_LENGTH,
  imageUrlMax: 500,
} as const;

export const CONTACT_SUBJECTS = ['padre', 'educador', 'prensa', 'distribuidor', 'otro'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Limits of a contact message, shared by the form and the service. */
export const CONTACT_MESSAGE_LIMITS = { nameMin: 2, nameMax: 80, emailMax: EMAIL_MAX_LENGTH, messageMin: 10, messageMax: 2000 } as const;

const P = COMMUNITY_POST_LIMITS;
const C = CONTACT_MESSAGE_LIMITS;

/**
 * A required text of `min` to `max` characters once trimmed, with one message for both limits
 * ("El título debe tener entre 3 y 80 caracteres"); a `singleLine` one refuses line breaks.
 */
function boundedText(
  what: string,
  [min, max]: readonly [number, number],
  required: string,
  lines: 'singleLine' | 'multiLine',
): TextRule & { required: string; minLength: Bound } {
  const message = `${what} debe tener entre ${min} y ${max} caracteres`;
  return {
    kind: 'text',
    required,
    trim: true,
    minLength: { value: min, message },
    maxLength: { value: max, message },
    ...(lines === 'singleLine' ? { singleLine: `${what} debe ser una sola línea de texto, sin caracteres especiales` } : {}),
  };
}

/** Spec section 5: title, description, child age (6 to 10) and the parent's e-mail are required. */
export const COMMUNITY_POST_RULES = {
  title: boundedText('El título', [P.titleMin, P.titleMax], 'El título es obligatorio', 'singleLine'),
  description: boundedText('La descripción', [P.descriptionMin, P.descriptionMax], 'La descripción es obligatoria', 'multiLine'),
  childAge: {
    kind: 'wholeNumber',
    required: 'La edad del niño o la niña es obligatoria',
    min: P.childAgeMin,
    max: P.childAgeMax,
    invalid: `La edad debe ser un número entero entre ${P.childAgeMin} y ${P.childAgeMax}`,
  },
  parentEmail: emailRule('El correo del padre, la madre o el acudiente es obligatorio', 'El correo del padre, la madre o el acudiente no es válido'),
} as const satisfies { title: TextRule; description: TextRule; childAge: WholeNumberRule; parentEmail: EmailRule };

/** Spec section 5: all four contact fields are required. */
export const CONTACT_RULES = {
  name: boundedText('El nombre', [C.nameMin, C.nameMax], 'El nombre es obligatorio', 'singleLine'),
  email: EMAIL_ADDRESS_RULE,
  subject: {
    kind: 'choice',
    required: 'Elige quién eres: padre, educador, prensa, distribuidor u otro',
    options: CONTACT_SUBJECTS,
    invalid: 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro',
  },
  message: boundedText('El mensaje', [C.messageMin, C.messageMax], 'El mensaje es obligatorio', 'multiLine'),
} as const satisfies { name: TextRule; email: EmailRule; subject: ChoiceRule; message: TextRule };

/** The blog's newsletter card (POST /api/newsletter/subscribe). */
export const NEWSLETTER_EMAIL_RULE = EMAIL_ADDRESS_RULE;

/** POST /api/billing/refund-request: what happened, optional (svc-billing's refund form on /account/subscription). */
export const REFUND_MESSAGE_RULE = trimmedText({ value: 500, message: 'El mensaje puede tener como máximo 500 caracteres.' });

/** POST /api/axxon/generate-book's theme (the /generar-libro form; the other options are choices). */
export const BOOK_THEME_RULE = trimmedText(
  { value: 80, message: 'El tema del libro puede tener como máximo 80 caracteres.' },
  'Escribe el tema de tu libro, por ejemplo «emprendimiento» o «ahorro».',
);

/** A message to a story character (spec section 5: trimmed, never blank); svc-chat's ChatRequestDto reads it. */
export const CHAT_MESSAGE_RULE = trimmedText(
  { value: 500, message: 'El mensaje no puede tener más de 500 caracteres.' },
  'Escribe un mensaje antes de enviarlo.',
);
