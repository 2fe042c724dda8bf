import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_CACHE } from '../../../shared/premium/premiumContentQuery';

/** GET /api/axxon/premium/challenges?age=N: the challenges for that age (premium item `personalised-challenges`). */
export const getPersonalisedChallengesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalisedChallenges: build.query<ApiAnswer<'get', '/api/axxon/premium/challenges'>, number>({
      query: (age) => apiRequest('get', '/api/axxon/premium/challenges', { query: { age } }),
      ...PREMIUM_CONTENT_CACHE,
    }),
  }),
});

export const { useGetPersonalisedChallengesQuery } = getPersonalisedChallengesApi;
