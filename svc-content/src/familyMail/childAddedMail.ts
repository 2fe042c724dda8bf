import { renderMail, type RenderedMail } from '@universo/mailer';

/**
 * The notice to the adult when a child profile is added to the family (the first one after the
 * address is confirmed, and every later one): if someone else added it, the adult finds out.
 * Pure.
 */
export function childAddedMail(siteUrl: string, childName: string, childCount: number): RenderedMail {
  return renderMail({
    subject: `Agregaste a ${childName} a tu familia en Universo de Francesca`,
    greeting: 'Hola:',
    paragraphs: [
      `Se agregó el perfil de ${childName} a la cuenta de tu familia. Ahora tienes ${childCount === 1 ? 'un perfil infantil' : `${childCount} perfiles infantiles`}.`,
      'Desde el área de la familia puedes ver lo que hace cada niño o niña, cambiar sus datos o borrar su perfil.',
    ],
    action: { label: 'Ir al área de la familia', url: `${siteUrl}/familia` },
    after: ['Si no fuiste tú, cambia la contraseña de la cuenta desde «¿Olvidaste tu contraseña?» y escríbenos por la página de contacto.'],
  });
}
