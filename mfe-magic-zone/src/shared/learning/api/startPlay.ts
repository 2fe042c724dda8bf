import type { AnyGamePlayResponse, GamePlayRequest } from '@universo/contracts';
import { learningApi } from './learningApi';

/** POST /api/axxon/plays: a dealt game starts; svc-content keeps the deal and replays the reported moves against it. */
export const startPlayApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    startPlay: build.mutation<AnyGamePlayResponse, GamePlayRequest>({
      query: (body) => ({ url: '/api/axxon/plays', method: 'POST', body }),
    }),
  }),
});

export const { useStartPlayMutation } = startPlayApi;
