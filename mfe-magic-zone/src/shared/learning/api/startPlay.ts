import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { learningApi } from './learningApi';

/** POST /api/axxon/plays: a dealt game starts; svc-content keeps the deal and replays the reported moves against it. */
export const startPlayApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    startPlay: build.mutation<ApiAnswer<'post', '/api/axxon/plays'>, ApiBody<'post', '/api/axxon/plays'>>({
      query: (body) => apiRequest('post', '/api/axxon/plays', { body }),
    }),
  }),
});

export const { useStartPlayMutation } = startPlayApi;
