import { COMMUNITY_IMAGES_PATH } from '@universo/contracts';
import type { CommunityImageUploaded } from '@universo/platform/api/content';
import { uploadFile, type UploadResult } from '@universo/platform';

/**
 * POST /api/community/images: the photo's own bytes (its type as Content-Type), with progress.
 * The answer's `imageUrl` is what the post then sends; the service re-encodes the photo and
 * keeps it private until a moderator approves the post.
 */
export function uploadCommunityImage(
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult<CommunityImageUploaded>> {
  return uploadFile<CommunityImageUploaded>(COMMUNITY_IMAGES_PATH, file, { contentType: file.type.toLowerCase(), ...options });
}
