import type { AdvancedGamesResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from '../../../shared/premium/PremiumSection';

/** GET /api/axxon/premium/advanced-games: the three games' texts and rules (premium item `advanced-games`). */
export const getAdvancedGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdvancedGames: build.query<AdvancedGamesResponse, void>({
      query: () => '/api/axxon/premium/advanced-games',
      providesTags: [...PREMIUM_CONTENT_TAGS],
      keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS,
    }),
  }),
});

export const { useGetAdvancedGamesQuery } = getAdvancedGamesApi;
