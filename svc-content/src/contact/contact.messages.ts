// The Spanish copy of the contact API (spec section 8: the form shows 'Mensaje enviado').
// Validation messages end without a period: the service kit joins several with ". ".
import { CONTACT_MESSAGE_LIMITS as L } from '@universo/contracts';

export const MESSAGE_SENT = 'Mensaje enviado';

export const NAME_REQUIRED = 'El nombre es obligatorio';
export const NAME_LENGTH = `El nombre debe tener entre ${L.nameMin} y ${L.nameMax} caracteres`;
export const NAME_INVALID = 'El nombre debe ser una sola línea de texto, sin caracteres especiales';
export const EMAIL_REQUIRED = 'El correo es obligatorio';
export const EMAIL_INVALID = 'El correo no es válido';
export const SUBJECT_REQUIRED = 'Elige quién eres: padre, educador, prensa, distribuidor u otro';
export const SUBJECT_INVALID = 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro';
export const MESSAGE_REQUIRED = 'El mensaje es obligatorio';
export const MESSAGE_LENGTH = `El mensaje debe tener entre ${L.messageMin} y ${L.messageMax} caracteres`;
export const MESSAGE_INVALID = 'El mensaje tiene caracteres no válidos';
