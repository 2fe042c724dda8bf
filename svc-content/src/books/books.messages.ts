// The Spanish copy of the books API's errors.
export const BOOK_ID_NOT_A_NUMBER = 'El identificador del libro debe ser un número entero positivo.';
export const CHAPTER_NUMBER_NOT_A_NUMBER = 'El número del capítulo debe ser un número entero positivo.';
export const BOOK_NOT_FOUND = 'No encontramos ese libro.';
export const CHAPTER_NOT_FOUND = 'No encontramos ese capítulo en este libro.';
