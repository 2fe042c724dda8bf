import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from '../../../shared/premium/PremiumSection';

/** GET /api/axxon/premium/library: the four categories of printables, without their text (premium item `full-library`). */
export const getLibraryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLibrary: build.query<ApiAnswer<'get', '/api/axxon/premium/library'>, void>({
      query: () => apiRequest('get', '/api/axxon/premium/library'),
      providesTags: [...PREMIUM_CONTENT_TAGS],
      keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS,
    }),
  }),
});

export const { useGetLibraryQuery } = getLibraryApi;
