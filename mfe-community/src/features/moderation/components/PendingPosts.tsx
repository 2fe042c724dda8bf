import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, toast } from '@universo/platform';
import { useGetModerationPostsQuery } from '../api/getModerationPosts';
import { type ReviewAction, useReviewCommunityPostMutation } from '../api/reviewCommunityPost';
import { ModerationList } from './ModerationList';
import { MODERATION_LISTS } from './moderationListWords';
import { PendingPost } from './PendingPost';
import { useSecondFactorRefusal } from '../useSecondFactorRefusal';

const REVIEWED_TITLE: Record<ReviewAction, string> = { approve: 'Publicación aprobada', reject: 'Publicación rechazada' };

/** The community posts waiting for a moderator, oldest first. */
export function PendingPosts() {
  const [page, setPage] = useState(1);
  const query = useGetModerationPostsQuery(page, { refetchOnMountOrArgChange: true });
  const { data } = query;
  useSecondFactorRefusal(query.error);
  const [review, { isLoading: reviewing, originalArgs }] = useReviewCommunityPostMutation();
  const heading = useRef<HTMLHeadingElement>(null);

  // The last post of a later page was reviewed: show the page before it.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage((current) => Math.max(1, current - 1));
  }, [data, page]);

  async function onReview(id: string, action: ReviewAction) {
    try {
      const result = await review({ id, action, page }).unwrap();
      toast({ title: REVIEWED_TITLE[action], description: result.message });
    } catch (reviewError) {
      toast({
        title: 'Error',
        description: apiErrorMessage(reviewError) ?? 'No se pudo guardar la revisión. Inténtalo de nuevo.',
        variant: 'destructive',
      });
    }
    // The reviewed post has left the list: keep the keyboard in this section.
    heading.current?.focus();
  }

  return (
    <section className="moderation-section" aria-labelledby="pending-title">
      <h2 id="pending-title" ref={heading} tabIndex={-1}>
        Publicaciones pendientes{data ? ` (${data.total})` : ''}
      </h2>
      <ModerationList query={query} words={MODERATION_LISTS.pendingPosts} onPage={setPage}>
        {(post) => <PendingPost post={post} busy={reviewing && originalArgs?.id === post.id} onReview={(action) => void onReview(post.id, action)} />}
      </ModerationList>
    </section>
  );
}
