import { type ApiAnswer, apiRequest } from '@universo/platform';
import { learningApi } from '../../../shared/learning/api/learningApi';

/** GET /api/axxon/dashboard: the child's level, counts and skills (404 when there is no profile). */
export const getDashboardApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<ApiAnswer<'get', '/api/axxon/dashboard'>, void>({
      query: () => apiRequest('get', '/api/axxon/dashboard'),
      providesTags: ['ChildDashboard', 'Session'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
