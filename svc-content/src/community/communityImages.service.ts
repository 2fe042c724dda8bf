import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_IMAGE_OUTPUT_TYPE, type CommunityImageUploaded, communityImageUrl } from '@universo/contracts';
import { reencodeImage, TooManyPixelsError, UndecodableImageError } from '../imageUploads/infrastructure/imageReencoder';
import { IMAGE_NOT_AN_IMAGE, IMAGE_NOT_FOUND, IMAGE_TOO_MANY_PIXELS } from './community.messages';
import { type CommunityImageFile, CommunityImagesRepository } from './infrastructure/communityImages.repository';

/** WebP at this quality keeps a photo of a venture clear at a fraction of a JPEG's size. */
const WEBP_QUALITY = 80;

/**
 * The gallery's photos: an upload is decoded and written anew (turned upright, scaled to fit
 * 1600 px, WebP, no EXIF, GPS or any other metadata) before it is kept; only the photo of an
 * approved post is public.
 */
@Injectable()
export class CommunityImagesService {
  constructor(private readonly images: CommunityImagesRepository) {}

  async upload(body: Buffer, uploaderUserId: string | null): Promise<CommunityImageUploaded> {
    let reencoded;
    try {
      reencoded = await reencodeImage(body, {
        formats: ['jpeg', 'png', 'webp'],
        maxInputPixels: COMMUNITY_IMAGE_LIMITS.maxInputPixels,
        maxSide: COMMUNITY_IMAGE_LIMITS.maxSide,
        // A photo with a small flaw (a phone's odd marker) is still a photo; what cannot be read is not.
        failOn: 'error',
        autoOrient: true,
        output: { format: 'webp', quality: WEBP_QUALITY },
      });
    } catch (error) {
      if (error instanceof TooManyPixelsError) throw new BadRequestException(IMAGE_TOO_MANY_PIXELS);
      if (error instanceof UndecodableImageError) throw new BadRequestException(IMAGE_NOT_AN_IMAGE);
      throw error;
    }
    const stored = await this.images.insert({
      data: reencoded.data,
      mediaType: COMMUNITY_IMAGE_OUTPUT_TYPE,
      width: reencoded.width,
      height: reencoded.height,
      uploaderUserId,
    });
    return { id: stored.id, imageUrl: communityImageUrl(stored.id), width: stored.width, height: stored.height, byteSize: stored.byteSize };
  }

  /** The photo of an approved post; 404 for anything else (pending, rejected, unattached, unknown). */
  async publicImage(id: string): Promise<CommunityImageFile> {
    const image = await this.images.ofApprovedPost(id);
    if (!image) throw new NotFoundException(IMAGE_NOT_FOUND);
    return image;
  }

  /** The photo of any post, for moderators. */
  async moderationImage(id: string): Promise<CommunityImageFile> {
    const image = await this.images.ofAnyPost(id);
    if (!image) throw new NotFoundException(IMAGE_NOT_FOUND);
    return image;
  }
}
