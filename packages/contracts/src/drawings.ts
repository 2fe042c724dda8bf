// The advanced drawing zone (premium item `advanced-drawing`): each child's private gallery,
// kept by svc-content under /api/axxon/drawings. Never public.

/** What the service accepts and keeps; the canvas reads the same numbers. */
export const DRAWING_LIMITS = {
  /** Largest PNG accepted, in bytes (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  /** Largest side of a stored drawing, in pixels: bigger uploads are scaled down to fit. */
  maxSide: 2048,
  /** Largest side an upload may have at all, in pixels (bigger ones are refused, not decoded). */
  maxInputSide: 4096,
  /** Drawings kept per child, by default (svc-content's DRAWINGS_PER_CHILD can change it). */
  perChild: 200,
} as const;

/** The only content type of an upload: `POST /api/axxon/drawings` with the PNG's raw bytes. */
export const DRAWING_CONTENT_TYPE = 'image/png';

/** A saved drawing, without its image (the image is `GET /api/axxon/drawings/:id`). */
export interface DrawingSummary {
  id: string;
  width: number;
  height: number;
  /** Size of the stored (re-encoded) PNG, in bytes. */
  byteSize: number;
  createdAt: string;
}

/** `GET /api/axxon/drawings`: the child's gallery, newest first. */
export interface DrawingList {
  drawings: DrawingSummary[];
  /** How many drawings the child has. */
  count: number;
  /** How many the child may keep. */
  limit: number;
}
