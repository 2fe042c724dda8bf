// The Spanish copy of the AXXON demo's errors.
export const DEMO_MESSAGES = {
  childName: 'Escribe tu nombre (de 1 a 40 caracteres)',
  message: 'Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres',
} as const;

export const DEMO_NAME_MAX_LENGTH = 40;
export const DEMO_MESSAGE_MIN_LENGTH = 3;
export const DEMO_MESSAGE_MAX_LENGTH = 500;
