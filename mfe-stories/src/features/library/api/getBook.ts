import type { Book } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** GET /api/books/:id: one book with its chapter cards and summary. */
export const getBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBook: build.query<Book, number>({ query: (bookId) => `/api/books/${bookId}` }),
  }),
});

export const { useGetBookQuery } = getBookApi;
