import type { ApiAnswer } from '@universo/platform';
import { childDataQuery, learningApi } from './learningApi';

/** GET /api/axxon/profile: the logged-in family's child profile (404 when there is none yet). */
export const getChildProfileApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getChildProfile: build.query<ApiAnswer<'get', '/api/axxon/profile'>, void>(childDataQuery('/api/axxon/profile', 'ChildProfile')),
  }),
});

export const { useGetChildProfileQuery } = getChildProfileApi;
