import type { ChildProfileRequest, ChildProfileResponse } from '@universo/contracts';
import { learningApi } from '../../../shared/learning/api/learningApi';

/** POST /api/axxon/profile: creates the child profile (201) or replaces its four fields (200). */
export const saveChildProfileApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    saveChildProfile: build.mutation<ChildProfileResponse, ChildProfileRequest>({
      query: (body) => ({ url: '/api/axxon/profile', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ChildProfile', 'ChildDashboard', 'ChildRewards']),
    }),
  }),
});

export const { useSaveChildProfileMutation } = saveChildProfileApi;
