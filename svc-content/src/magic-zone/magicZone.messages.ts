// The Spanish copy of the premium Magic Zone API's errors (the screens show `message` as it is).
export const MAGIC_ZONE_MESSAGES = {
  resourceNotFound: 'No encontramos ese recurso de la biblioteca.',
  resourceId: 'El identificador del recurso solo puede tener letras minúsculas, números y guiones (hasta 60).',
  challengeAge: 'Indica la edad con un número entero de 6 a 12 (12 significa 12 años o más).',
} as const;
