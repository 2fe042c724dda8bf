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
