// The Spanish copy of the newsletter API and of its e-mails.
// Validation messages end without a period: the service kit joins several with ". ".
export const SUBSCRIBE_ACCEPTED =
  '¡Gracias! En unos minutos recibirás un correo de Universo de Francesca: abre el enlace que trae para confirmar tu suscripción al boletín mensual. Si no lo ves, revisa la carpeta de correo no deseado.';
export const EMAIL_REQUIRED = 'El correo es obligatorio';
export const EMAIL_INVALID = 'El correo no es válido';
export const TOKEN_INVALID = 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo';
