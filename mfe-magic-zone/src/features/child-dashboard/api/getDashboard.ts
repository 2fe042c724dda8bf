import type { ApiAnswer } from '@universo/platform';
import { childDataQuery, learningApi } from '../../../shared/learning/api/learningApi';

/** GET /api/axxon/dashboard: the child's level, counts and skills (404 when there is no profile). */
export const getDashboardApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<ApiAnswer<'get', '/api/axxon/dashboard'>, void>(childDataQuery('/api/axxon/dashboard', 'ChildDashboard')),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
