import { type ApiAnswer, type ApiBody, apiRequest, baseApi } from '@universo/platform';

/**
 * POST /api/axxon/demo: AXXON reads the child's idea. Open to visitors; the session cookie travels
 * with it (the platform sends credentials on every call), so a logged-in child hears their own
 * character and the demo counts for their progress.
 */
export const analyzeIdeaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeIdea: build.mutation<ApiAnswer<'post', '/api/axxon/demo'>, ApiBody<'post', '/api/axxon/demo'>>({
      query: (body) => apiRequest('post', '/api/axxon/demo', { body }),
    }),
  }),
});

export const { useAnalyzeIdeaMutation } = analyzeIdeaApi;
