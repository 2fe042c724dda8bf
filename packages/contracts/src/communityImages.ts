// Photos of the community gallery: uploaded to svc-content, re-encoded there, and served from the
// site's own origin, so looking at the gallery tells no other site who looked.

/** `POST` the photo's raw bytes here; each kept photo is `GET {COMMUNITY_IMAGES_PATH}/{id}`. */
export const COMMUNITY_IMAGES_PATH = '/api/community/images';

/** Where moderators see a photo of a post that is not public yet (admins only, never cached). */
export const COMMUNITY_MODERATION_IMAGES_PATH = '/api/community/moderation/images';

/** The types a photo may be uploaded as (what the file picker offers). */
export const COMMUNITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the service accepts and keeps; the form reads the same numbers. */
export const COMMUNITY_IMAGE_LIMITS = {
  /** Largest upload, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Longest side kept, in pixels: bigger photos are scaled down to fit. */
  maxSide: 1600,
  /** Largest photo decoded at all, in pixels (50 megapixels: any phone's camera). */
  maxInputPixels: 50_000_000,
  /** An upload not attached to a post within this time is deleted. */
  unattachedHours: 24,
} as const;

/** The type every kept photo is served as. */
export const COMMUNITY_IMAGE_OUTPUT_TYPE = 'image/webp';

/** `POST /api/community/images` answer (201): put `imageUrl` in the post's `imageUrl`. */
export interface CommunityImageUploaded {
  id: string;
  /** The only kind of address a community post's `imageUrl` accepts. */
  imageUrl: string;
  width: number;
  height: number;
  /** Size of the kept (re-encoded) photo, in bytes. */
  byteSize: number;
}

/** The address of an uploaded photo (`/api/community/images/{id}`). */
export function communityImageUrl(id: string): string {
  return `${COMMUNITY_IMAGES_PATH}/${id}`;
}

/**
 * Where a moderator sees the photo of a post, from the post's `imageUrl`; null for anything that
 * is not the address of an uploaded photo.
 */
export function moderationImageUrl(imageUrl: string): string | null {
  const prefix = `${COMMUNITY_IMAGES_PATH}/`;
  if (!imageUrl.startsWith(prefix)) return null;
  const id = imageUrl.slice(prefix.length);
  return /^[0-9a-f-]{36}$/i.test(id) ? `${COMMUNITY_MODERATION_IMAGES_PATH}/${id}` : null;
}
