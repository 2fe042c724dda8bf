import type { Reward } from '@universo/contracts';
import { learningApi } from '../../../shared/learning/api/learningApi';

/** GET /api/axxon/rewards: the whole catalogue of rewards, locked or unlocked. */
export const getRewardsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getRewards: build.query<Reward[], void>({
      query: () => '/api/axxon/rewards',
      providesTags: ['ChildRewards', 'Session'],
    }),
  }),
});

export const { useGetRewardsQuery } = getRewardsApi;
