import type { ProgressEventRequest, ProgressEventResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** POST /api/axxon/progress: the logged-in child read a chapter (svc-content keeps the progress). */
export const recordChapterReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordChapterRead: build.mutation<ProgressEventResponse, ProgressEventRequest>({
      query: (body) => ({ url: '/api/axxon/progress', method: 'POST', body }),
    }),
  }),
});

export const { useRecordChapterReadMutation } = recordChapterReadApi;
