import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { learningApi } from '../../../shared/learning/api/learningApi';

/** POST /api/axxon/profile: creates the child profile (201) or replaces its four fields (200). */
export const saveChildProfileApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    saveChildProfile: build.mutation<ApiAnswer<'post', '/api/axxon/profile'>, ApiBody<'post', '/api/axxon/profile'>>({
      query: (body) => apiRequest('post', '/api/axxon/profile', { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ChildProfile', 'ChildDashboard', 'ChildRewards']),
    }),
  }),
});

export const { useSaveChildProfileMutation } = saveChildProfileApi;
