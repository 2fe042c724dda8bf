import type { ChildProjectRequest, ChildProjectResponse } from '@universo/contracts';
import { learningApi } from '../../learning/api/learningApi';

/**
 * The child's business (svc-content `/api/axxon/project`). It also provides `ChildDashboard`:
 * a recorded lemonade or simulator game refreshes the dashboard, and with it the best results.
 */
export const projectApi = learningApi.enhanceEndpoints({ addTagTypes: ['ChildProject'] }).injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<ChildProjectResponse, void>({
      query: () => '/api/axxon/project',
      providesTags: ['ChildProject', 'ChildDashboard', 'Session'],
    }),
    saveProject: build.mutation<ChildProjectResponse, ChildProjectRequest>({
      query: (body) => ({ url: '/api/axxon/project', method: 'PUT', body }),
      invalidatesTags: ['ChildProject'],
    }),
  }),
});

export const { useGetProjectQuery, useSaveProjectMutation } = projectApi;
