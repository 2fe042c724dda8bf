/**
 * Rules every image upload of this service shares (drawings, community photos): which media
 * type a request declares and the size a picture is stored at. Pure.
 */

/** The media type of a Content-Type header, lower-cased and without parameters ('' when absent). */
export function mediaTypeOf(header: string | undefined): string {
  if (!header) return '';
  return header.split(';')[0]!.trim().toLowerCase();
}

/**
 * The size a picture is stored at: as uploaded when both sides fit `maxSide`, otherwise scaled
 * down, keeping its proportions, until the longer side is `maxSide` (never below 1 pixel).
 */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height >= width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}
