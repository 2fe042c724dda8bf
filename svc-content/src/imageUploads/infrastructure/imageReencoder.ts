import sharp, { type FormatEnum, type Metadata } from 'sharp';
import { fitInside } from '../domain/imageRules';

// Every upload is different: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** The upload could not be decoded as one of the accepted formats (corrupt, truncated, or something else inside). */
export class UndecodableImageError extends Error {
  constructor(reason: string) {
    super(`imagen no decodificable: ${reason}`);
    this.name = 'UndecodableImageError';
  }
}

/** The picture has more pixels than allowed: refused before its pixels are decoded. */
export class TooManyPixelsError extends Error {
  constructor(width: number, height: number) {
    super(`imagen de ${width}x${height} píxeles`);
    this.name = 'TooManyPixelsError';
  }
}

export type InputFormat = 'png' | 'jpeg' | 'webp';

export interface ReencodeOptions {
  /** What the bytes may be, as sharp names formats; anything else (SVG, GIF, TIFF, PDF...) is refused undecoded. */
  formats: readonly InputFormat[];
  /** Largest width x height decoded at all (a "decompression bomb" is refused from its header). */
  maxInputPixels: number;
  /** Longest side stored: bigger pictures are scaled down to fit (fitInside). */
  maxSide: number;
  /** 'warning': a bad checksum or a truncated stream refuses the upload; 'error': only what cannot be read. */
  failOn: 'warning' | 'error';
  /** Turn the pixels as the EXIF orientation says before that tag is dropped (photos from phones). */
  autoOrient: boolean;
  output: { format: 'png' } | { format: 'webp'; quality: number };
}

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
  format: keyof FormatEnum;
}

/**
 * Decodes an upload and writes a new file from its pixels alone, scaled down to fit `maxSide`.
 * sharp writes no metadata unless asked (no EXIF, GPS, XMP, comments or ICC profile: colours are
 * converted to sRGB first), so what a phone, browser or editor wrote beside the pixels never
 * leaves the service. libvips runs on its own threads, off the event loop.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), so an oversized picture gets its own answer.
    metadata = await sharp(input, { limitInputPixels: false, failOn: options.failOn }).metadata();
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
  if (!(options.formats as readonly string[]).includes(metadata.format ?? '') || !metadata.width || !metadata.height) {
    throw new UndecodableImageError(`formato ${metadata.format}`);
  }
  if (metadata.width * metadata.height > options.maxInputPixels) throw new TooManyPixelsError(metadata.width, metadata.height);
  // The limit again, for the decoder itself: whatever the header said, no more pixels than this.
  const image = sharp(input, { limitInputPixels: options.maxInputPixels, failOn: options.failOn, pages: 1 });
  // Orientations 5 to 8 swap the sides.
  const turned = options.autoOrient && (metadata.orientation ?? 1) >= 5;
  const size = fitInside(turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height, options.maxSide);
  try {
    const pipeline = (options.autoOrient ? image.rotate() : image).resize({ width: size.width, height: size.height, fit: 'fill' });
    const written =
      options.output.format === 'png'
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.webp({ quality: options.output.quality, effort: 4 });
    const { data, info } = await written.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: options.output.format };
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
}
