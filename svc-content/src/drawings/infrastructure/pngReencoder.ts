import { Injectable } from '@nestjs/common';
import { DRAWING_LIMITS } from '@universo/contracts';
import { reencodeImage, TooManyPixelsError, UndecodableImageError } from '../../imageUploads/infrastructure/imageReencoder';
import { keepPictureChunks } from '../domain/pngFile';

/** The upload could not be decoded as a PNG (corrupt, truncated, or not a PNG inside). */
export class UndecodablePngError extends Error {
  constructor(reason: string) {
    super(`PNG no decodificable: ${reason}`);
    this.name = 'UndecodablePngError';
  }
}

export interface ReencodedPng {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded PNG and writes a new one from its pixels alone (../../imageUploads): scaled
 * down to fit DRAWING_LIMITS.maxSide, with no metadata, and then only its picture chunks kept.
 */
@Injectable()
export class PngReencoder {
  async reencode(input: Buffer): Promise<ReencodedPng> {
    let reencoded;
    try {
      reencoded = await reencodeImage(input, {
        formats: ['png'],
        // Refuse to decode anything bigger than the largest upload allowed (a "decompression bomb").
        maxInputPixels: DRAWING_LIMITS.maxInputSide * DRAWING_LIMITS.maxInputSide,
        maxSide: DRAWING_LIMITS.maxSide,
        // Any warning (a bad checksum, a truncated stream) is an error: half a drawing is not kept.
        failOn: 'warning',
        // A canvas writes no orientation; the pixels are kept exactly as drawn.
        autoOrient: false,
        output: { format: 'png' },
      });
    } catch (error) {
      if (error instanceof UndecodableImageError || error instanceof TooManyPixelsError) throw new UndecodablePngError(error.message);
      throw error;
    }
    const clean = keepPictureChunks(reencoded.data);
    if (!clean) throw new Error('sharp escribió un PNG que no se puede recorrer por bloques');
    return { png: Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength), width: reencoded.width, height: reencoded.height };
  }
}
