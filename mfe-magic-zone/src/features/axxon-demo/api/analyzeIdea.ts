import type { AxxonDemoRequest, AxxonDemoResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/**
 * POST /api/axxon/demo: AXXON reads the child's idea. Open to visitors; the session cookie travels
 * with it (the platform sends credentials on every call), so a logged-in child hears their own
 * character and the demo counts for their progress.
 */
export const analyzeIdeaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeIdea: build.mutation<AxxonDemoResponse, AxxonDemoRequest>({
      query: (body) => ({ url: '/api/axxon/demo', method: 'POST', body }),
    }),
  }),
});

export const { useAnalyzeIdeaMutation } = analyzeIdeaApi;
