import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { COMMUNITY_IMAGE_OUTPUT_TYPE, COMMUNITY_IMAGES_PATH, type CommunityImageUploaded } from '@universo/contracts';
import { CurrentSession, ErrorAnswer, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicWrite } from '../publicWrites/publicWriteLimits';
import { IMAGE_INTERRUPTED, IMAGE_NOT_AN_IMAGE, IMAGE_NOT_FOUND, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, IMAGE_WRONG_TYPE } from './community.messages';
import { CommunityImagesService } from './communityImages.service';
import type { CommunityImageFile } from './infrastructure/communityImages.repository';
import { CommunityImageParams } from './dto/communityImageParams.dto';
import { FileAnswer } from '../fileAnswers';

/** A kept photo never changes (a new upload is a new id): browsers keep it for a year. */
export const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Headers of a photo answer: its type, how long it may be kept, and never read as anything else. */
export function sendImage(reply: FastifyReply, id: string, image: CommunityImageFile, cacheControl: string): Buffer {
  void reply
    .header('content-type', image.mediaType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    // Our pages only: another site cannot embed the children's photos (nor learn who looks at them).
    .header('cross-origin-resource-policy', 'same-origin')
    .header('content-disposition', `inline; filename="emprendimiento-${id}.webp"`);
  return image.data;
}

/**
 * The gallery's photos. Uploading is a public write like the post itself (the form is open to
 * visitors), rate-limited the same way; the body is the image itself (`Content-Type: image/jpeg`,
 * `image/png` or `image/webp`), read by ../imageUploads/infrastructure/rawUploadBody.
 */
@Controller(COMMUNITY_IMAGES_PATH)
export class CommunityImagesController {
  constructor(private readonly images: CommunityImagesService) {}

  @Post()
  @PublicWrite('communityImage')
  @ErrorAnswer(
    400,
    'El archivo no es una foto que se pueda leer, tiene demasiados píxeles o la subida se cortó.',
    IMAGE_NOT_AN_IMAGE,
    IMAGE_TOO_MANY_PIXELS,
    IMAGE_INTERRUPTED,
  )
  @ErrorAnswer(413, 'La foto pesa más del límite.', IMAGE_TOO_LARGE)
  @ErrorAnswer(415, 'El cuerpo no se envió como image/jpeg, image/png o image/webp.', IMAGE_WRONG_TYPE)
  async upload(
    @CurrentSession() session: SessionClaims | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommunityImageUploaded> {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const uploaded = await this.images.upload(body, session?.sub ?? null);
    void reply.status(201).header('location', uploaded.imageUrl).header('cache-control', 'no-store');
    return uploaded;
  }

  /** The photo of an approved post; a pending or rejected post's photo is a 404 like an unknown one. */
  @Get(':id')
  @FileAnswer(COMMUNITY_IMAGE_OUTPUT_TYPE, 'La foto de una publicación aprobada.')
  @ErrorAnswer(404, 'La foto no existe o su publicación no está aprobada (pendiente o rechazada).', IMAGE_NOT_FOUND)
  async image(@Param() params: CommunityImageParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const id = params.id.toLowerCase();
    return sendImage(reply, id, await this.images.publicImage(id), PUBLIC_IMAGE_CACHE);
  }
}
