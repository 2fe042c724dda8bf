import { type ApiAnswer, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';
import { getModerationPostsApi } from './getModerationPosts';

export type ReviewAction = 'approve' | 'reject';

export interface ReviewCommunityPostArgs {
  id: string;
  action: ReviewAction;
  /** The moderation page the post is on, to take it off at once. */
  page: number;
}

/**
 * POST /api/community/:id/approve | /reject (admins only). The post leaves the pending list at
 * once (put back if the call fails); then the pending list and the gallery are read again.
 */
export const reviewCommunityPostApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    reviewCommunityPost: build.mutation<ApiAnswer<'post', `/api/community/{id}/${ReviewAction}`>, ReviewCommunityPostArgs>({
      query: ({ id, action }) => apiRequest('post', `/api/community/{id}/${action}`, { path: { id } }),
      async onQueryStarted({ id, page }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getModerationPostsApi.util.updateQueryData('getModerationPosts', page, (draft) => {
            const before = draft.items.length;
            draft.items = draft.items.filter((post) => post.id !== id);
            draft.total -= before - draft.items.length;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? ['ModerationPosts', 'CommunityPosts'] : []),
    }),
  }),
});

export const { useReviewCommunityPostMutation } = reviewCommunityPostApi;
