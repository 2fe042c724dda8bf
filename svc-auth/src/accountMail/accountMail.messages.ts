// The Spanish answers of the address confirmation and password reset endpoints. None of them
// says whether an address has an account.
export const EMAIL_CONFIRMED = '¡Listo! Tu correo está confirmado.';
export const CONFIRM_LINK_INVALID = 'El enlace no es válido, ya se usó o caducó. Inicia sesión y pide un correo de confirmación nuevo.';
export const CONFIRMATION_SENT = 'Te enviamos un correo de confirmación. Revisa tu bandeja de entrada (y la carpeta de correo no deseado).';
export const ALREADY_CONFIRMED = 'Tu correo ya está confirmado.';
export const RESET_REQUESTED =
  'Si el correo está registrado, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada (y la carpeta de correo no deseado); el enlace funciona durante una hora.';
export const RESET_LINK_INVALID = 'El enlace no es válido, ya se usó o caducó. Pide uno nuevo en «¿Olvidaste tu contraseña?».';
export const PASSWORD_CHANGED = 'Tu contraseña se cambió. Ya puedes iniciar sesión con la nueva.';
export const TOKEN_MISSING = 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo';
