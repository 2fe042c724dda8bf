import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_IMAGES_PATH, communityImageUrl } from '@universo/contracts';

const OWN_IMAGE_ADDRESS = new RegExp(`^${COMMUNITY_IMAGES_PATH.replace(/\//g, '\\/')}\\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, 'i');

/**
 * The id of the photo a post's `imageUrl` names, or null when the address is anything but a
 * photo uploaded to us: exactly `/api/community/images/{uuid}`, the path alone (no host, query,
 * fragment, dot segments or encoding), so a post can never make the gallery load a picture from
 * another site. Pure.
 */
export function uploadedImageIdOf(address: string): string | null {
  const match = OWN_IMAGE_ADDRESS.exec(address);
  return match ? match[1]!.toLowerCase() : null;
}

/** The address a post keeps for an accepted `imageUrl` (lower-case id), or null. Pure. */
export function normalizedImageUrl(address: string | null): string | null {
  if (address === null) return null;
  const id = uploadedImageIdOf(address);
  return id ? communityImageUrl(id) : null;
}

/** Uploads made at or before this moment and still not attached to a post are deleted. Pure. */
export function unattachedImageCutoff(now: Date): Date {
  return new Date(now.getTime() - COMMUNITY_IMAGE_LIMITS.unattachedHours * 3_600_000);
}
