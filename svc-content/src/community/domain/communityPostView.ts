import type { CommunityPost, CommunityPostStatus, ModerationCommunityPost } from '../../apiShapes';

/** A stored community post (the columns the views read). */
export interface CommunityPostRecord {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  childAge: number;
  parentEmail: string;
  isApproved: boolean;
  status: CommunityPostStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
}

/**
 * The gallery's view of a post. Every field is copied by name, so a column added to the table
 * (or the parent's e-mail) can never reach the public answer by accident. Pure.
 */
export function toPublicCommunityPost(post: CommunityPostRecord): CommunityPost {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    imageUrl: post.imageUrl,
    childAge: post.childAge,
    createdAt: post.createdAt.toISOString(),
  };
}

/** The moderators' view: adds what they need to decide and to contact the parent. Pure. */
export function toModerationCommunityPost(post: CommunityPostRecord): ModerationCommunityPost {
  return {
    ...toPublicCommunityPost(post),
    parentEmail: post.parentEmail,
    isApproved: post.isApproved,
    status: post.status,
    reviewedAt: post.reviewedAt ? post.reviewedAt.toISOString() : null,
    reviewedBy: post.reviewedBy,
  };
}
