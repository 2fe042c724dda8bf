import { type ApiAnswer, type ApiBody, apiRequest, baseApi } from '@universo/platform';

/** POST /api/axxon/progress: the logged-in child read a chapter (svc-content keeps the progress). */
export const recordChapterReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordChapterRead: build.mutation<ApiAnswer<'post', '/api/axxon/progress'>, ApiBody<'post', '/api/axxon/progress'>>({
      query: (body) => apiRequest('post', '/api/axxon/progress', { body }),
    }),
  }),
});

export const { useRecordChapterReadMutation } = recordChapterReadApi;
