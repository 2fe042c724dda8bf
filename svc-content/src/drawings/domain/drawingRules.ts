import { readPngHeader } from './pngFile';

export interface UploadLimits {
  /** Largest upload, in bytes. */
  maxBytes: number;
  /** Largest side an upload may declare, in pixels. */
  maxInputSide: number;
}

/** Why an upload is refused before it is decoded: each kind has its own status and message. */
export type UploadProblem = 'too-large' | 'not-png' | 'bad-dimensions';

/**
 * What is wrong with an upload's bytes, judged from its size and its PNG header only (the
 * decoder then checks the rest); null when it may be decoded.
 */
export function uploadProblem(bytes: Uint8Array, limits: UploadLimits): UploadProblem | null {
  if (bytes.length > limits.maxBytes) return 'too-large';
  const header = readPngHeader(bytes);
  if (!header) return 'not-png';
  const { width, height } = header;
  if (width < 1 || height < 1 || width > limits.maxInputSide || height > limits.maxInputSide) return 'bad-dimensions';
  return null;
}

/**
 * The size a drawing is stored at: as uploaded when both sides fit `maxSide`, otherwise scaled
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

/** Whether a child with `count` drawings may save one more under a limit of `limit`. */
export function mayAddDrawing(count: number, limit: number): boolean {
  return count < limit;
}

/** Whether a Content-Type header names a PNG (`image/png`, any case, parameters ignored). */
export function isPngContentType(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';')[0]!.trim().toLowerCase() === 'image/png';
}
