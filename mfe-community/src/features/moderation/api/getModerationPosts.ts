import { type ApiAnswer, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/**
 * GET /api/community/moderation?page= (admins only): the posts waiting for review, oldest first.
 * They carry the parent's e-mail: read fresh on every visit and dropped from the store on leaving.
 */
export const getModerationPostsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getModerationPosts: build.query<ApiAnswer<'get', '/api/community/moderation'>, number>({
      query: (page) => apiRequest('get', '/api/community/moderation', { query: { status: 'pending', page } }),
      providesTags: ['ModerationPosts', 'Session'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetModerationPostsQuery } = getModerationPostsApi;
