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

/** Whether a child with `count` drawings may save one more under a limit of `limit`. */
export function mayAddDrawing(count: number, limit: number): boolean {
  return count < limit;
}
