import { Matches } from 'class-validator';
import { BOOK_ID_NOT_A_NUMBER, CHAPTER_NUMBER_NOT_A_NUMBER } from '../books.messages';

/**
 * A positive integer written plainly: no sign, no leading zero, no exponent, at most 10 digits
 * (larger values cannot exist and answer 404). A pattern on the raw text, not ParseIntPipe: the
 * global pipe's `transform` turns a `number` parameter into `+value` first, so "1e3", "0x1" or
 * " " would pass as 1000, 1 and 0.
 */
export const POSITIVE_INTEGER = /^[1-9][0-9]{0,9}$/;

/** The route parameters of /api/books/:id. */
export class BookParams {
  @Matches(POSITIVE_INTEGER, { message: BOOK_ID_NOT_A_NUMBER })
  id: string;
}

/** The route parameters of /api/books/:id/chapters/:number. */
export class ChapterParams extends BookParams {
  @Matches(POSITIVE_INTEGER, { message: CHAPTER_NUMBER_NOT_A_NUMBER })
  number: string;
}
