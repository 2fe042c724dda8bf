// The Spanish copy of the chat API's errors.
import { CHARACTER_IDS, CHAT_MESSAGE_RULE } from '@universo/contracts';

export const SESSION_ID_INVALID = 'sessionId debe ser un identificador UUID válido.';
export const CHARACTER_INVALID = `character debe ser uno de: ${CHARACTER_IDS.join(', ')}.`;
export const MESSAGE_NOT_TEXT = 'El mensaje debe ser un texto.';
// The chat window's (@universo/contracts: CHAT_MESSAGE_RULE).
export const MESSAGE_EMPTY = CHAT_MESSAGE_RULE.required;
export const MESSAGE_TOO_LONG = CHAT_MESSAGE_RULE.maxLength.message;
export const MESSAGE_BAD_CHARACTERS = 'El mensaje contiene caracteres no válidos.';
/** Also for a conversation of someone else: it must look exactly like one that does not exist. */
export const CONVERSATION_NOT_FOUND = 'No encontramos esta conversación.';
/** The conversation changed under the message again and again (several tabs writing at once): nothing was stored. */
export const CONVERSATION_CHANGED = 'La conversación cambió mientras preparábamos la respuesta. Envía tu mensaje otra vez.';

export function premiumCharacterMessage(name: string): string {
  return `Chatear con ${name} es parte del Plan Emprendedor Mágico.`;
}

/** Billing could not confirm the plan: premium characters wait (fail closed); Francesca keeps answering. */
export function premiumUnavailableMessage(name: string): string {
  return `Ahora no podemos comprobar tu plan para chatear con ${name}. Inténtalo de nuevo en un momento; Francesca sí puede conversar contigo.`;
}

/** The marker of a 403 that the adult can lift by turning chat on in the family area. */
export const CHAT_CONSENT_REQUIRED = 'required' as const;

/** A family without a child profile yet (the adult has not confirmed the address). */
export const CHAT_NEEDS_CHILD = 'Para chatear con los personajes, una persona adulta debe confirmar su correo y activar el chat de tu perfil en Familia.';

/** svc-content could not say whether the playing child's chat is on: the chat waits (fail closed). */
export const CHAT_FAMILY_UNAVAILABLE = 'Ahora no podemos comprobar si tu chat está activado. Inténtalo de nuevo en un momento.';

export function chatOffMessage(childName: string): string {
  return `El chat con los personajes está apagado para ${childName}. Pídele a una persona adulta que lo active en Familia.`;
}

/** The chat's chapter reference (`chapter: { bookId, number }`), when it is not one. */
export const CHAPTER_REF_INVALID = 'chapter debe ser un objeto con bookId y number, números enteros positivos.';
export const CHAPTER_BOOK_ID_INVALID = 'chapter.bookId debe ser un número entero positivo.';
export const CHAPTER_NUMBER_INVALID = 'chapter.number debe ser un número entero positivo.';

export function chapterNotFoundMessage(bookId: number, number: number): string {
  return `No encontramos el capítulo ${number} del libro ${bookId}.`;
}

/** A chapter is talked about with its own character (the one of its conversation block). */
export function chapterOfAnotherCharacterMessage(title: string, name: string): string {
  return `En el capítulo «${title}» se conversa con ${name}.`;
}

/** svc-content could not say what the chapter is: the chat about it waits (the plain chat does not). */
export const CHAPTER_UNAVAILABLE = 'Ahora no podemos abrir la conversación sobre este capítulo. Inténtalo de nuevo en un momento.';
