import 'reflect-metadata';

/** Where a handler's own error answers are kept (read by packages/openapi for the document). */
export const ERROR_ANSWERS = 'universo:errorAnswers';

/** One error a handler (or the service behind it) answers itself, with its Spanish messages. */
export interface ErrorAnswerDescription {
  status: number;
  /** When it happens, in Spanish. */
  description: string;
  /** The messages the family sees; a message built per request is described by a sample. */
  messages: string[];
}

/**
 * Describes, for the OpenAPI document, an error a handler answers beyond what its guards and
 * parameters already say (a missing profile, a spent play, a taken e-mail). Stackable. Nothing
 * changes at run time: the answer itself still comes from the exception the code throws.
 *
 *   @ErrorAnswer(409, 'El niño aún no tiene perfil.', LEARNING_MESSAGES.progressNeedsProfile)
 */
export function ErrorAnswer(status: number, description: string, ...messages: string[]): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const answers = (Reflect.getMetadata(ERROR_ANSWERS, handler) ?? []) as ErrorAnswerDescription[];
    // Decorators apply bottom-up: prepend, so the document lists them in source order.
    Reflect.defineMetadata(ERROR_ANSWERS, [{ status, description, messages }, ...answers], handler);
    return descriptor;
  };
}

/** A handler's own error answers, in source order. */
export function errorAnswersOf(handler: object): ErrorAnswerDescription[] {
  return (Reflect.getMetadata(ERROR_ANSWERS, handler) ?? []) as ErrorAnswerDescription[];
}
