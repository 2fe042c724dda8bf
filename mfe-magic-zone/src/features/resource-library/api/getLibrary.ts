import type { LibraryResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from '../../../shared/premium/PremiumSection';

/** GET /api/axxon/premium/library: the four categories of printables, without their text (premium item `full-library`). */
export const getLibraryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLibrary: build.query<LibraryResponse, void>({
      query: () => '/api/axxon/premium/library',
      providesTags: [...PREMIUM_CONTENT_TAGS],
      keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS,
    }),
  }),
});

export const { useGetLibraryQuery } = getLibraryApi;
