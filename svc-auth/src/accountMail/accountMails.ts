import { renderMail, type RenderedMail } from '@universo/mailer';

export function confirmEmailLink(siteUrl: string, token: string): string {
  return `${siteUrl}/confirmar?token=${encodeURIComponent(token)}`;
}

export function passwordResetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/recuperar/nueva?token=${encodeURIComponent(token)}`;
}

/** The mail that confirms the adult's address. Pure. */
export function confirmEmailMail(siteUrl: string, token: string): RenderedMail {
  return renderMail({
    subject: 'Confirma tu correo en Universo de Francesca',
    greeting: 'Hola:',
    paragraphs: [
      'Gracias por crear la cuenta de tu familia en Universo de Francesca.',
      'Confirma que este correo es tuyo para activar el perfil de tu hijo o hija y las funciones que necesitan el permiso de un adulto. El enlace funciona durante 48 horas y solo una vez.',
    ],
    action: { label: 'Confirmar mi correo', url: confirmEmailLink(siteUrl, token) },
    after: ['Si no creaste esta cuenta, ignora este correo: sin tu confirmación la cuenta se borra sola a los 7 días.'],
  });
}

/** The mail with the link to choose a new password. Pure. */
export function passwordResetMail(siteUrl: string, token: string): RenderedMail {
  return renderMail({
    subject: 'Crea una contraseña nueva para Universo de Francesca',
    greeting: 'Hola:',
    paragraphs: [
      'Recibimos una solicitud para cambiar la contraseña de la cuenta de Universo de Francesca asociada a este correo.',
      'Para elegir una contraseña nueva, abre este enlace. Funciona durante una hora y solo una vez; al cambiarla se cierran todas las sesiones abiertas de la cuenta.',
    ],
    action: { label: 'Crear una contraseña nueva', url: passwordResetLink(siteUrl, token) },
    after: ['Si no lo pediste tú, ignora este correo: tu contraseña sigue siendo la misma.'],
  });
}

/** The site's page to ask for a new password (the link in the lock notice). */
export function forgotPasswordLink(siteUrl: string): string {
  return `${siteUrl}/recuperar`;
}

/**
 * The notice to the adult when too many failed logins locked the account for a while. Pure.
 * It says what happened and what to do, and nothing about where the attempts came from.
 */
export function accountLockedMail(siteUrl: string, lockMinutes: number): RenderedMail {
  return renderMail({
    subject: 'Bloqueamos un momento el acceso a tu cuenta de Universo de Francesca',
    greeting: 'Hola:',
    paragraphs: [
      'Alguien intentó entrar muchas veces seguidas en la cuenta de Universo de Francesca asociada a este correo con una contraseña equivocada.',
      `Para proteger los datos de tu familia, hemos bloqueado el inicio de sesión de la cuenta durante ${lockMinutes} minutos. Las sesiones que ya tenías abiertas siguen funcionando.`,
      'Si fuiste tú y no recuerdas la contraseña, puedes crear una nueva: al cambiarla el bloqueo termina y se cierran todas las sesiones abiertas.',
    ],
    action: { label: 'Crear una contraseña nueva', url: forgotPasswordLink(siteUrl) },
    after: ['Si no fuiste tú, te recomendamos cambiar la contraseña y no usarla en otros sitios.'],
  });
}
