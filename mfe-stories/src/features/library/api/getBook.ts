import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';

/** GET /api/books/:id: one book with its chapter cards and summary. */
export const getBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBook: build.query<ApiAnswer<'get', '/api/books/{id}'>, number>({ query: (id) => apiRequest('get', '/api/books/{id}', { path: { id } }) }),
  }),
});

export const { useGetBookQuery } = getBookApi;
