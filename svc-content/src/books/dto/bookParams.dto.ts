import { Matches } from 'class-validator';
import { BOOK_ID_NOT_A_NUMBER } from '../books.messages';

/**
 * The route parameters of /api/books/:id. A pattern on the raw text, not ParseIntPipe: the global
 * pipe's `transform` turns a `number` parameter into `+value` first, so "1e3", "0x1" or " " would
 * pass as 1000, 1 and 0.
 */
export class BookParams {
  @Matches(/^[0-9]{1,10}$/, { message: BOOK_ID_NOT_A_NUMBER })
  id: string;
}
