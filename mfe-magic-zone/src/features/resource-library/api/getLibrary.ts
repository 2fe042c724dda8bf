import { type ApiAnswer, baseApi } from '@universo/platform';
import { premiumContentQuery } from '../../../shared/premium/premiumContentQuery';

/** GET /api/axxon/premium/library: the four categories of printables, without their text (premium item `full-library`). */
export const getLibraryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLibrary: build.query<ApiAnswer<'get', '/api/axxon/premium/library'>, void>(premiumContentQuery('/api/axxon/premium/library')),
  }),
});

export const { useGetLibraryQuery } = getLibraryApi;
