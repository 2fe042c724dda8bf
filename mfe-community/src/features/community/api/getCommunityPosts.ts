import type { CommunityPost } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/community: the approved posts of the gallery, newest first (spec section 7). */
export const getCommunityPostsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getCommunityPosts: build.query<CommunityPost[], void>({
      query: () => '/api/community',
      providesTags: ['CommunityPosts'],
    }),
  }),
});

export const { useGetCommunityPostsQuery } = getCommunityPostsApi;
