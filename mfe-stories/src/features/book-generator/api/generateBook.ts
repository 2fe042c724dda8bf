import { type ApiAnswer, type ApiBody, apiRequest, baseApi } from '@universo/platform';

/** POST /api/axxon/generate-book: an original book for the chosen options (spec section 7). */
export const generateBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateBook: build.mutation<ApiAnswer<'post', '/api/axxon/generate-book'>, ApiBody<'post', '/api/axxon/generate-book'>>({
      query: (body) => apiRequest('post', '/api/axxon/generate-book', { body }),
    }),
  }),
});

export const { useGenerateBookMutation } = generateBookApi;
