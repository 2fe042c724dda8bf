/** The eight bytes every PNG file starts with (PNG specification, section 5.2). */
export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Chunks that carry nothing but the picture: a re-encoded drawing has only these. */
export const PICTURE_CHUNKS: readonly string[] = ['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'];

export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;
}

function chunkType(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
}

/**
 * The size a PNG declares in its header (the first chunk, IHDR, of 13 bytes), read without
 * decoding anything; null when the bytes do not start like a PNG.
 */
export function readPngHeader(bytes: Uint8Array): { width: number; height: number } | null {
  if (!hasPngSignature(bytes) || bytes.length < 8 + 8 + 13) return null;
  if (uint32(bytes, 8) !== 13 || chunkType(bytes, 12) !== 'IHDR') return null;
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/**
 * The chunk types of a PNG, in file order (`IHDR`, `tEXt`, `IDAT`, ..., `IEND`), read from
 * their length fields; null when the bytes are not a well-formed chunk sequence.
 */
export function pngChunkTypes(bytes: Uint8Array): string[] | null {
  if (!hasPngSignature(bytes)) return null;
  const types: string[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) return null;
    const length = uint32(bytes, offset);
    const type = chunkType(bytes, offset + 4);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    types.push(type);
    offset = next;
    if (type === 'IEND') return offset === bytes.length ? types : null;
  }
  return null;
}

/**
 * The same PNG with only its picture chunks (PICTURE_CHUNKS), in order: no text, dates, EXIF,
 * colour profiles or physical size. Null when the bytes are not a well-formed chunk sequence.
 */
export function keepPictureChunks(bytes: Uint8Array): Uint8Array | null {
  if (!pngChunkTypes(bytes)) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let offset = PNG_SIGNATURE.length;
  while (offset < bytes.length) {
    const next = offset + 12 + uint32(bytes, offset);
    if (PICTURE_CHUNKS.includes(chunkType(bytes, offset + 4))) parts.push(bytes.subarray(offset, next));
    offset = next;
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
