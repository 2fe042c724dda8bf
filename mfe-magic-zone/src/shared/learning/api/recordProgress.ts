import type { ProgressEventRequest, ProgressEventResponse } from '@universo/contracts';
import { learningApi } from './learningApi';

/** POST /api/axxon/progress: something the logged-in child finished (svc-content turns it into points). */
export const recordProgressApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    recordProgress: build.mutation<ProgressEventResponse, ProgressEventRequest>({
      query: (body) => ({ url: '/api/axxon/progress', method: 'POST', body }),
      invalidatesTags: (result) => (result?.recorded ? ['ChildDashboard', 'ChildRewards'] : []),
    }),
  }),
});

export const { useRecordProgressMutation } = recordProgressApi;
