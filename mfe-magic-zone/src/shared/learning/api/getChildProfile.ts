import { type ApiAnswer, apiRequest } from '@universo/platform';
import { learningApi } from './learningApi';

/** GET /api/axxon/profile: the logged-in family's child profile (404 when there is none yet). */
export const getChildProfileApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getChildProfile: build.query<ApiAnswer<'get', '/api/axxon/profile'>, void>({
      query: () => apiRequest('get', '/api/axxon/profile'),
      providesTags: ['ChildProfile', 'Session'],
    }),
  }),
});

export const { useGetChildProfileQuery } = getChildProfileApi;
