import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';

/** GET /api/books: the story library (spec section 7). */
export const getBooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<ApiAnswer<'get', '/api/books'>, void>({ query: () => apiRequest('get', '/api/books') }),
  }),
});

export const { useGetBooksQuery } = getBooksApi;
