import type { GenerateBookRequest, GenerateBookResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** POST /api/axxon/generate-book: an original book for the chosen options (spec section 7). */
export const generateBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateBook: build.mutation<GenerateBookResponse, GenerateBookRequest>({
      query: (body) => ({ url: '/api/axxon/generate-book', method: 'POST', body }),
    }),
  }),
});

export const { useGenerateBookMutation } = generateBookApi;
