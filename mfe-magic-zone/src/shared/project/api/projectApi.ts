import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { learningApi } from '../../learning/api/learningApi';

/**
 * The child's business (svc-content `/api/axxon/project`). It also provides `ChildDashboard`:
 * a recorded lemonade or simulator game refreshes the dashboard, and with it the best results.
 */
export const projectApi = learningApi.enhanceEndpoints({ addTagTypes: ['ChildProject'] }).injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<ApiAnswer<'get', '/api/axxon/project'>, void>({
      query: () => apiRequest('get', '/api/axxon/project'),
      providesTags: ['ChildProject', 'ChildDashboard', 'Session'],
    }),
    saveProject: build.mutation<ApiAnswer<'put', '/api/axxon/project'>, ApiBody<'put', '/api/axxon/project'>>({
      query: (body) => apiRequest('put', '/api/axxon/project', { body }),
      invalidatesTags: ['ChildProject'],
    }),
  }),
});

export const { useGetProjectQuery, useSaveProjectMutation } = projectApi;
