// The families' forms outside the account (the gallery's 'Comparte tu Emprendimiento', contact,
// the newsletter, the refund request): the remotes' forms and the services' DTOs read these rules.

import { EMAIL_MAX_LENGTH } from './accountRules';
import type { ChoiceRule, EmailRule, TextRule, WholeNumberRule } from './fieldRules';

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

const between = (what: string, min: number, max: number) => {
  const message = `${what} debe tener entre ${min} y ${max} caracteres`;
  return { minLength: { value: min, message }, maxLength: { value: max, message } };
};

/** Spec section 5: title, description, child age (6 to 10) and the parent's e-mail are required. */
export const COMMUNITY_POST_RULES = {
  title: {
    kind: 'text',
    required: 'El título es obligatorio',
    trim: true,
    ...between('El título', P.titleMin, P.titleMax),
    singleLine: 'El título debe ser una sola línea de texto, sin caracteres especiales',
  },
  description: { kind: 'text', required: 'La descripción es obligatoria', trim: true, ...between('La descripción', P.descriptionMin, P.descriptionMax) },
  childAge: {
    kind: 'wholeNumber',
    required: 'La edad del niño o la niña es obligatoria',
    min: P.childAgeMin,
    max: P.childAgeMax,
    invalid: `La edad debe ser un número entero entre ${P.childAgeMin} y ${P.childAgeMax}`,
  },
  parentEmail: {
    kind: 'email',
    required: 'El correo del padre, la madre o el acudiente es obligatorio',
    maxLength: { value: P.emailMax, message: 'El correo del padre, la madre o el acudiente no es válido' },
    invalid: 'El correo del padre, la madre o el acudiente no es válido',
  },
} as const satisfies { title: TextRule; description: TextRule; childAge: WholeNumberRule; parentEmail: EmailRule };

/** Spec section 5: all four contact fields are required. */
export const CONTACT_RULES = {
  name: {
    kind: 'text',
    required: 'El nombre es obligatorio',
    trim: true,
    ...between('El nombre', C.nameMin, C.nameMax),
    singleLine: 'El nombre debe ser una sola línea de texto, sin caracteres especiales',
  },
  email: {
    kind: 'email',
    required: 'El correo es obligatorio',
    maxLength: { value: C.emailMax, message: 'El correo no es válido' },
    invalid: 'El correo no es válido',
  },
  subject: {
    kind: 'choice',
    required: 'Elige quién eres: padre, educador, prensa, distribuidor u otro',
    options: CONTACT_SUBJECTS,
    invalid: 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro',
  },
  message: { kind: 'text', required: 'El mensaje es obligatorio', trim: true, ...between('El mensaje', C.messageMin, C.messageMax) },
} as const satisfies { name: TextRule; email: EmailRule; subject: ChoiceRule; message: TextRule };

/** The blog's newsletter card (POST /api/newsletter/subscribe). */
export const NEWSLETTER_EMAIL_RULE = {
  kind: 'email',
  required: 'El correo es obligatorio',
  maxLength: { value: EMAIL_MAX_LENGTH, message: 'El correo no es válido' },
  invalid: 'El correo no es válido',
} as const satisfies EmailRule;

/** POST /api/billing/refund-request: what happened, optional (svc-billing's refund form on /account/subscription). */
export const REFUND_MESSAGE_RULE = {
  kind: 'text',
  trim: true,
  maxLength: { value: 500, message: 'El mensaje puede tener como máximo 500 caracteres.' },
} as const satisfies TextRule;

/** POST /api/axxon/generate-book's theme (the /generar-libro form; the other options are choices). */
export const BOOK_THEME_RULE = {
  kind: 'text',
  required: 'Escribe el tema de tu libro, por ejemplo «emprendimiento» o «ahorro».',
  trim: true,
  maxLength: { value: 80, message: 'El tema del libro puede tener como máximo 80 caracteres.' },
} as const satisfies TextRule;

/** A message to a story character (spec section 5: trimmed, never blank); svc-chat's ChatRequestDto reads it. */
export const CHAT_MESSAGE_RULE = {
  kind: 'text',
  required: 'Escribe un mensaje antes de enviarlo.',
  trim: true,
  maxLength: { value: 500, message: 'El mensaje no puede tener más de 500 caracteres.' },
} as const satisfies TextRule;
