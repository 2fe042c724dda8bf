import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from '../../../shared/premium/PremiumSection';

/** GET /api/axxon/premium/advanced-games: the three games' texts and rules (premium item `advanced-games`). */
export const getAdvancedGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdvancedGames: build.query<ApiAnswer<'get', '/api/axxon/premium/advanced-games'>, void>({
      query: () => apiRequest('get', '/api/axxon/premium/advanced-games'),
      providesTags: [...PREMIUM_CONTENT_TAGS],
      keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS,
    }),
  }),
});

export const { useGetAdvancedGamesQuery } = getAdvancedGamesApi;
