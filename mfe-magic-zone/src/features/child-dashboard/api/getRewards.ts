import type { ApiAnswer } from '@universo/platform';
import { childDataQuery, learningApi } from '../../../shared/learning/api/learningApi';

/** GET /api/axxon/rewards: the whole catalogue of rewards, locked or unlocked. */
export const getRewardsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getRewards: build.query<ApiAnswer<'get', '/api/axxon/rewards'>, void>(childDataQuery('/api/axxon/rewards', 'ChildRewards')),
  }),
});

export const { useGetRewardsQuery } = getRewardsApi;
