import type { CommunityPostStatus } from '../../apiShapes';

export type ReviewAction = 'approve' | 'reject';

export const STATUS_AFTER: Record<ReviewAction, CommunityPostStatus> = { approve: 'approved', reject: 'rejected' };

/**
 * What a moderator's action does to a post (spec section 4: submitted, under review, shown once
 * approved). A pending post is approved or rejected; an approved post can still be taken down
 * (rejected) and a rejected one approved after all; repeating an action changes nothing, so a
 * double click or a retried request is harmless. Nothing goes back to pending. Pure.
 */
export function reviewTransition(current: CommunityPostStatus, action: ReviewAction): { next: CommunityPostStatus; changed: boolean } {
  const next = STATUS_AFTER[action];
  return { next, changed: current !== next };
}

/** Only approved posts are in the public gallery. */
export function isPublic(status: CommunityPostStatus): boolean {
  return status === 'approved';
}
