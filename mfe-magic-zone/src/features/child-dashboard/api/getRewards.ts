import { type ApiAnswer, apiRequest } from '@universo/platform';
import { learningApi } from '../../../shared/learning/api/learningApi';

/** GET /api/axxon/rewards: the whole catalogue of rewards, locked or unlocked. */
export const getRewardsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getRewards: build.query<ApiAnswer<'get', '/api/axxon/rewards'>, void>({
      query: () => apiRequest('get', '/api/axxon/rewards'),
      providesTags: ['ChildRewards', 'Session'],
    }),
  }),
});

export const { useGetRewardsQuery } = getRewardsApi;
