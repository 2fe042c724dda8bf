import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { learningApi } from './learningApi';

/** POST /api/axxon/progress: something the logged-in child finished (svc-content turns it into points). */
export const recordProgressApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    recordProgress: build.mutation<ApiAnswer<'post', '/api/axxon/progress'>, ApiBody<'post', '/api/axxon/progress'>>({
      query: (body) => apiRequest('post', '/api/axxon/progress', { body }),
      invalidatesTags: (result) => (result?.recorded ? ['ChildDashboard', 'ChildRewards'] : []),
    }),
  }),
});

export const { useRecordProgressMutation } = recordProgressApi;
