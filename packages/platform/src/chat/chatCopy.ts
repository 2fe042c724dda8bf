import { apiErrorMessage, isApiRequestError } from '../api/apiError';

/** Spec section 8: a message that could not be sent. */
export const CHAT_SEND_ERROR = { title: 'Error', description: 'No se pudo enviar el mensaje. Inténtalo de nuevo.' } as const;

/**
 * The toast text for a failed send: the service's Spanish reason when it refused on purpose
 * (403 premium character, 429 too many messages), else the spec's message.
 */
export function chatSendErrorDescription(error: unknown): string {
  if (isApiRequestError(error) && (error.status === 403 || error.status === 429)) {
    return apiErrorMessage(error) ?? CHAT_SEND_ERROR.description;
  }
  return CHAT_SEND_ERROR.description;
}

/** Spec section 5: send only a message that is not blank once trimmed; the text is trimmed. */
export function chatMessageToSend(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed : undefined;
}
