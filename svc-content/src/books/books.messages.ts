// The Spanish copy of the books API's errors.
export const BOOK_ID_NOT_A_NUMBER = 'El identificador del libro debe ser un número entero.';
export const BOOK_NOT_FOUND = 'No encontramos ese libro.';
