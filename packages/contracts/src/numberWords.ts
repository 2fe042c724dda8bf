/**
 * The Spanish words of the numbers from cero to veintinueve, with their accents: the word of `n`
 * is at index `n`. Past 29 Spanish writes numbers in parts ("treinta y uno"), so this is the list
 * every reader and writer of number words starts from (the parental check, the personal-data
 * detector, the character facts, the demo's idea reader).
 */
export const SPANISH_NUMBER_WORDS: readonly string[] = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
