import { baseApi } from '@universo/platform';

/**
 * The platform's API with this remote's cache tags. Every endpoint of the remote is injected
 * here, so a moderator's approval can refresh the gallery and a new post the moderation list.
 * - `CommunityPosts`: the public gallery (GET /api/community).
 * - `ModerationPosts`: the posts an admin reviews.
 * - `ContactMessages`: the messages an admin reads.
 * - `AdminSession`: the admin's second factor on this session (svc-auth).
 */
export const communityApi = baseApi.enhanceEndpoints({
  addTagTypes: ['CommunityPosts', 'ModerationPosts', 'ContactMessages', 'AdminSession'],
});
