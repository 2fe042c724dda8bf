import type { Book } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** GET /api/books: the story library (spec section 7). */
export const getBooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<Book[], void>({ query: () => '/api/books' }),
  }),
});

export const { useGetBooksQuery } = getBooksApi;
