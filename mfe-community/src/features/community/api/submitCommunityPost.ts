import type { CommunityPostRequest, CommunityPostSubmitted } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/community (201): the post waits for a moderator. Spec section 7: the list is refetched. */
export const submitCommunityPostApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    submitCommunityPost: build.mutation<CommunityPostSubmitted, CommunityPostRequest>({
      query: (body) => ({ url: '/api/community', method: 'POST', body }),
      invalidatesTags: ['CommunityPosts', 'ModerationPosts'],
    }),
  }),
});

export const { useSubmitCommunityPostMutation } = submitCommunityPostApi;
