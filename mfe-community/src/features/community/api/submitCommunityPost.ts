import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/community (201): the post waits for a moderator. Spec section 7: the list is refetched. */
export const submitCommunityPostApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    submitCommunityPost: build.mutation<ApiAnswer<'post', '/api/community'>, ApiBody<'post', '/api/community'>>({
      query: (body) => apiRequest('post', '/api/community', { body }),
      invalidatesTags: ['CommunityPosts', 'ModerationPosts'],
    }),
  }),
});

export const { useSubmitCommunityPostMutation } = submitCommunityPostApi;
