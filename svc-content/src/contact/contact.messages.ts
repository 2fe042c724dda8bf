// The Spanish copy of the contact API (spec section 8: the form shows 'Mensaje enviado').
// Validation messages end without a period: the service kit joins several with ". ".
import { CONTACT_RULES as R } from '@universo/contracts';

export const MESSAGE_SENT = 'Mensaje enviado';

// The form's fields: the contact form shows the same messages (@universo/contracts: publicFormRules).
export const NAME_REQUIRED = R.name.required;
export const NAME_LENGTH = R.name.minLength.message;
export const NAME_INVALID = R.name.singleLine;
export const EMAIL_REQUIRED = R.email.required;
export const EMAIL_INVALID = R.email.invalid;
export const SUBJECT_REQUIRED = R.subject.required;
export const SUBJECT_INVALID = R.subject.invalid;
export const MESSAGE_REQUIRED = R.message.required;
export const MESSAGE_LENGTH = R.message.minLength.message;
export const MESSAGE_INVALID = 'El mensaje tiene caracteres no válidos';
