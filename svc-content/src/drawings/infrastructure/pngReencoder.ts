import { Injectable } from '@nestjs/common';
import { DRAWING_LIMITS } from '@universo/contracts';
import sharp, { type OutputInfo } from 'sharp';
import { fitInside } from '../domain/drawingRules';
import { keepPictureChunks } from '../domain/pngFile';

// Every upload is different: libvips' operation cache would only hold on to memory.
sharp.cache(false);

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
 * Decodes an uploaded PNG and writes a new one from its pixels alone: scaled down to fit
 * DRAWING_LIMITS.maxSide, with no metadata (what a browser or an editor wrote beside the pixels
 * never reaches the gallery). libvips runs on its own threads, off the event loop.
 */
@Injectable()
export class PngReencoder {
  async reencode(input: Buffer): Promise<ReencodedPng> {
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      const image = sharp(input, {
        // Refuse to decode anything bigger than the largest upload allowed (a "decompression bomb").
        limitInputPixels: DRAWING_LIMITS.maxInputSide * DRAWING_LIMITS.maxInputSide,
        // Any warning (a bad checksum, a truncated stream) is an error: half a drawing is not kept.
        failOn: 'warning',
      });
      const metadata = await image.metadata();
      if (metadata.format !== 'png' || !metadata.width || !metadata.height) throw new Error(`formato ${metadata.format}`);
      const size = fitInside(metadata.width, metadata.height, DRAWING_LIMITS.maxSide);
      decoded = await image
        .resize({ width: size.width, height: size.height, fit: 'fill' })
        .png({ compressionLevel: 9, adaptiveFiltering: true })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new UndecodablePngError(error instanceof Error ? error.message : String(error));
    }
    const clean = keepPictureChunks(decoded.data);
    if (!clean) throw new Error('sharp escribió un PNG que no se puede recorrer por bloques');
    return { png: Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength), width: decoded.info.width, height: decoded.info.height };
  }
}
