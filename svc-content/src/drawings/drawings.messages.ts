// The Spanish copy of the drawing gallery's errors (the canvas shows `message` as it is).
export const DRAWINGS_MESSAGES = {
  needsProfile: 'Primero crea el perfil de tu hijo o hija para guardar sus dibujos en su galería.',
  galleryFull: (limit: number) => `La galería ya tiene ${limit} dibujos, el máximo. Borra alguno que ya no quieras para guardar uno nuevo.`,
  notFound: 'No encontramos ese dibujo en la galería de tu hijo o hija.',
  badId: 'El identificador del dibujo no es válido.',
  wrongContentType: 'Envía el dibujo como imagen PNG (Content-Type: image/png).',
  tooLarge: (maxBytes: number) => `El dibujo pesa demasiado: como máximo ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  interrupted: 'La subida del dibujo se interrumpió. Inténtalo de nuevo.',
  notPng: 'El archivo no es una imagen PNG válida.',
  badDimensions: (maxSide: number) => `El dibujo debe medir entre 1 y ${maxSide} píxeles de ancho y de alto.`,
} as const;
