import { foldAccents } from '@universo/contracts';

/** A word of the child's message: as written (lower case) and folded for matching. */
export interface Token {
  text: string;
  folded: string;
}

/** Lower case without accents or tildes ("Aún Ñandú" -> "aun nandu"), so word lists match however a child types. */
export function fold(text: string): string {
  return foldAccents(text);
}

/**
 * The words of a message, numbers and the "$" sign. Thousands separators are dropped first
 * ("2.000" and "2,000" are 2000); other punctuation separates words.
 */
export function tokenize(message: string): Token[] {
  const text = message
    .normalize('NFC')
    .toLowerCase()
    .replace(/(\d)[.,](?=\d{3}(?!\d))/g, '$1');
  return [...text.matchAll(/\$|[\p{L}\p{M}\p{N}]+/gu)].map(([word]) => ({ text: word, folded: fold(word) }));
}
