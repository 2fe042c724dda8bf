// Apps type-check this file from their own projects, which do not include this package's folder.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./svg.d.ts" />
import book1 from '../svg/book-1.svg';
import book2 from '../svg/book-2.svg';
import book3 from '../svg/book-3.svg';
import book4 from '../svg/book-4.svg';
import book5 from '../svg/book-5.svg';
import { COVER_ART } from './coverArt';
import type { ArtImage } from './image';

const SOURCES: Readonly<Record<number, string>> = { 1: book1, 2: book2, 3: book3, 4: book4, 5: book5 };

/** The cover of a book of svc-content's data; undefined for a book without one (a generated book). */
export function bookCover(bookId: number): ArtImage | undefined {
  const entry = COVER_ART[bookId];
  const src = SOURCES[bookId];
  if (!entry || !src) return undefined;
  return { src, alt: entry.alt, width: entry.width, height: entry.height };
}

/** The cover of the book a product sells ("Libro: El Viaje de Francesca"), found by the book's title. */
export function coverForProductName(productName: string): ArtImage | undefined {
  const name = productName.toLocaleLowerCase('es');
  const match = Object.entries(COVER_ART).find(([, entry]) => name.includes(entry.bookTitle.toLocaleLowerCase('es')));
  return match ? bookCover(Number(match[0])) : undefined;
}
