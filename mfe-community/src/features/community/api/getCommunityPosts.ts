import { type ApiAnswer, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/community: the approved posts of the gallery, newest first (spec section 7). */
export const getCommunityPostsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getCommunityPosts: build.query<ApiAnswer<'get', '/api/community'>, void>({
      query: () => apiRequest('get', '/api/community'),
      providesTags: ['CommunityPosts'],
    }),
  }),
});

export const { useGetCommunityPostsQuery } = getCommunityPostsApi;
