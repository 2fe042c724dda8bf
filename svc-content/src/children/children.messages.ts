import { CHAT_CONSENT_VERSION, MAX_CHILDREN_PER_FAMILY } from '@universo/contracts';

// The Spanish copy of the children API's errors (the screens show `message` as it is).
export const CHILDREN_MESSAGES = {
  tooMany: `Una familia puede tener como máximo ${MAX_CHILDREN_PER_FAMILY} perfiles. Borra uno para añadir otro.`,
  notFound: 'No encontramos ese perfil en tu familia.',
  needsConfirmation: 'Confirma tu correo electrónico para crear el perfil de tu hijo o hija. Revisa tu bandeja de entrada.',
  accountUnavailable: 'No pudimos comprobar tu cuenta en este momento. Inténtalo de nuevo en unos segundos.',
  avatar: 'Elige uno de los avatares de la lista',
  emptyChange: 'Indica al menos un dato del perfil para cambiar',
  childId: 'El identificador del perfil no es válido',
  chatUnavailable: 'No pudimos borrar las conversaciones de este perfil en este momento, así que no borramos nada. Inténtalo de nuevo en unos segundos.',
  chatNeedsConfirmation: 'Confirma tu correo electrónico antes de activar el chat. Revisa tu bandeja de entrada.',
  chatVersion: `El texto sobre el chat cambió: vuelve a leerlo y acéptalo de nuevo (versión ${CHAT_CONSENT_VERSION}).`,
} as const;
