// The Spanish copy of the newsletter API and of its e-mails.
// Validation messages end without a period: the service kit joins several with ". ".
import { NEWSLETTER_EMAIL_RULE } from '@universo/contracts';
export const SUBSCRIBE_ACCEPTED =
  '¡Gracias! En unos minutos recibirás un correo de Universo de Francesca: abre el enlace que trae para confirmar tu suscripción al boletín mensual. Si no lo ves, revisa la carpeta de correo no deseado.';
// The blog's card shows the same messages (@universo/contracts: NEWSLETTER_EMAIL_RULE).
export const EMAIL_REQUIRED = NEWSLETTER_EMAIL_RULE.required;
export const EMAIL_INVALID = NEWSLETTER_EMAIL_RULE.invalid;
export const TOKEN_INVALID = 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo';
