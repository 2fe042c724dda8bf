import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from '../../../shared/premium/PremiumSection';

/** GET /api/axxon/premium/challenges?age=N: the challenges for that age (premium item `personalised-challenges`). */
export const getPersonalisedChallengesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalisedChallenges: build.query<ApiAnswer<'get', '/api/axxon/premium/challenges'>, number>({
      query: (age) => apiRequest('get', '/api/axxon/premium/challenges', { query: { age } }),
      providesTags: [...PREMIUM_CONTENT_TAGS],
      keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS,
    }),
  }),
});

export const { useGetPersonalisedChallengesQuery } = getPersonalisedChallengesApi;
