import { type ApiAnswer, baseApi } from '@universo/platform';
import { premiumContentQuery } from '../../../shared/premium/premiumContentQuery';

/** GET /api/axxon/premium/advanced-games: the three games' texts and rules (premium item `advanced-games`). */
export const getAdvancedGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdvancedGames: build.query<ApiAnswer<'get', '/api/axxon/premium/advanced-games'>, void>(premiumContentQuery('/api/axxon/premium/advanced-games')),
  }),
});

export const { useGetAdvancedGamesQuery } = getAdvancedGamesApi;
