// The account forms' fields (registration, login, password reset, the password that confirms an
// export or a deletion): the shell's forms and svc-auth's DTOs read these same rules.

import { PRIVACY_NOTICE_VERSION } from './family';
import { type CheckedRule, emailRule, type EmailRule, type TextRule, trimmedText, type WholeNumberRule } from './fieldRules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE } from './passwordRules';

/** An address typed for a reply or a newsletter (contact, the blog's card). */
export const EMAIL_ADDRESS_RULE = emailRule('El correo es obligatorio', 'El correo no es válido');

/** The adult's address where it is a new one (registration, password reset). */
export const ACCOUNT_EMAIL_RULE = emailRule(EMAIL_ADDRESS_RULE.required, EMAIL_ADDRESS_RULE.invalid, 'El correo es demasiado largo');

/** A new password (registration, reset): spec section 5, at least 6 characters (see passwordRules). */
export const NEW_PASSWORD_RULE = {
  kind: 'text',
  required: 'La contraseña es obligatoria',
  trim: false,
  minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_MIN_MESSAGE },
  maxLength: { value: PASSWORD_MAX_LENGTH, message: PASSWORD_MAX_MESSAGE },
} as const satisfies TextRule;

const personName = (what: 'El nombre' | 'El apellido') =>
  ({
    kind: 'text',
    required: `${what} es obligatorio`,
    trim: true,
    maxLength: { value: 50, message: `${what} puede tener como máximo 50 caracteres` },
  }) as const satisfies TextRule;

/** Spec section 5 and 8: the registration age and its message (also the 'Edad inválida' toast's text). */
export const REGISTER_AGE_MESSAGE = 'La edad debe ser entre 6 y 10 años';

/** The adult's two consents at registration (svc-auth refuses a registration without them). */
export const CONSENT_MESSAGES = {
  adult: 'Para crear la cuenta debes confirmar que eres la madre, el padre o el tutor legal y que tienes 18 años o más',
  privacy: 'Para crear la cuenta debes aceptar el aviso de tratamiento de datos',
  version: `El aviso de tratamiento de datos cambió: lee la versión ${PRIVACY_NOTICE_VERSION} en /privacidad y acéptala de nuevo`,
} as const;

/**
 * Registration (spec section 5): username min 3, password min 6 (and not a common one), the first
 * child's names and age 6 to 10, the adult's e-mail and consents.
 */
export const REGISTER_RULES = {
  username: {
    kind: 'text',
    required: 'El nombre de usuario es obligatorio',
    trim: true,
    minLength: { value: 3, message: 'El nombre de usuario debe tener al menos 3 caracteres' },
    maxLength: { value: 30, message: 'El nombre de usuario puede tener como máximo 30 caracteres' },
    pattern: { value: /^[\p{L}\p{N}._-]+$/u, message: 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos' },
  },
  firstName: personName('El nombre'),
  lastName: personName('El apellido'),
  age: { kind: 'wholeNumber', required: REGISTER_AGE_MESSAGE, min: 6, max: 10, invalid: REGISTER_AGE_MESSAGE },
  email: ACCOUNT_EMAIL_RULE,
  password: NEW_PASSWORD_RULE,
  adultConfirmed: { kind: 'checked', required: CONSENT_MESSAGES.adult },
  privacyAccepted: { kind: 'checked', required: CONSENT_MESSAGES.privacy },
} as const satisfies {
  username: TextRule;
  firstName: TextRule;
  lastName: TextRule;
  age: WholeNumberRule;
  email: EmailRule;
  password: TextRule;
  adultConfirmed: CheckedRule;
  privacyAccepted: CheckedRule;
};

/** Login (spec section 5): both required; an address is not checked for its form (the answer is the same). */
export const LOGIN_RULES = {
  email: trimmedText(ACCOUNT_EMAIL_RULE.maxLength, ACCOUNT_EMAIL_RULE.required),
  password: {
    kind: 'text',
    required: NEW_PASSWORD_RULE.required,
    trim: false,
    maxLength: { value: PASSWORD_MAX_LENGTH, message: 'La contraseña es demasiado larga' },
  },
} as const satisfies { email: TextRule; password: TextRule };

/** The password typed again before an export or a deletion (POST /api/account/reauth, DELETE /api/account). */
export const ACCOUNT_PASSWORD_RULE = {
  ...LOGIN_RULES.password,
  required: 'Escribe tu contraseña para confirmar',
} as const satisfies TextRule;

/** The second field of /recuperar/nueva: the browser's own check (the service gets the password once). */
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';
