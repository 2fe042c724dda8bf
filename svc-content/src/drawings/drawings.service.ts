import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { DRAWING_LIMITS, type DrawingList, type DrawingSummary } from '@universo/contracts';
import { SERVICE_CONFIG } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { ChildrenService } from '../children/children.service';
import type { ContentConfig } from '../config';
import { mayAddDrawing, uploadProblem } from './domain/drawingRules';
import { DRAWINGS_MESSAGES } from './drawings.messages';
import { DrawingsRepository, type GalleryKey } from './infrastructure/drawings.repository';
import { PngReencoder, UndecodablePngError } from './infrastructure/pngReencoder';

/** Each child's private gallery: the family reaches the drawings of the child who is playing. */
@Injectable()
export class DrawingsService {
  constructor(
    private readonly drawings: DrawingsRepository,
    private readonly children: ChildrenService,
    private readonly reencoder: PngReencoder,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  private get limit(): number {
    return this.config.DRAWINGS_PER_CHILD;
  }

  /** The gallery of the child who is playing; 409 while the family has no child profile. */
  private async galleryOf(userId: string, request: FastifyRequest): Promise<GalleryKey> {
    const playing = await this.children.playing(userId, request);
    if (!playing) throw new ConflictException(DRAWINGS_MESSAGES.needsProfile);
    return { userId, childProfileId: playing.childId };
  }

  async list(userId: string, request: FastifyRequest): Promise<DrawingList> {
    const drawings = await this.drawings.list(await this.galleryOf(userId, request));
    return { drawings, count: drawings.length, limit: this.limit };
  }

  /**
   * Keeps a PNG: refused as soon as its size or header is wrong, then decoded and written anew
   * (scaled to fit, no metadata); 409 once the child has DRAWINGS_PER_CHILD drawings.
   */
  async save(userId: string, request: FastifyRequest, body: Buffer): Promise<DrawingSummary> {
    const gallery = await this.galleryOf(userId, request);
    switch (uploadProblem(body, { maxBytes: DRAWING_LIMITS.maxBytes, maxInputSide: DRAWING_LIMITS.maxInputSide })) {
      case 'too-large':
        throw new PayloadTooLargeException(DRAWINGS_MESSAGES.tooLarge(DRAWING_LIMITS.maxBytes));
      case 'not-png':
        throw new BadRequestException(DRAWINGS_MESSAGES.notPng);
      case 'bad-dimensions':
        throw new BadRequestException(DRAWINGS_MESSAGES.badDimensions(DRAWING_LIMITS.maxInputSide));
      case null:
        break;
    }
    // Checked again when storing; this spares decoding an upload that cannot be kept.
    if (!mayAddDrawing(await this.drawings.count(gallery), this.limit)) throw new ConflictException(DRAWINGS_MESSAGES.galleryFull(this.limit));
    let reencoded;
    try {
      reencoded = await this.reencoder.reencode(body);
    } catch (error) {
      if (error instanceof UndecodablePngError) throw new BadRequestException(DRAWINGS_MESSAGES.notPng);
      throw error;
    }
    const saved = await this.drawings.insertWithin(gallery, reencoded, this.limit);
    if (!saved) throw new ConflictException(DRAWINGS_MESSAGES.galleryFull(this.limit));
    return saved;
  }

  async png(userId: string, request: FastifyRequest, id: string): Promise<Buffer> {
    const png = await this.drawings.png(await this.galleryOf(userId, request), id);
    if (!png) throw new NotFoundException(DRAWINGS_MESSAGES.notFound);
    return png;
  }

  async delete(userId: string, request: FastifyRequest, id: string): Promise<void> {
    if (!(await this.drawings.delete(await this.galleryOf(userId, request), id))) throw new NotFoundException(DRAWINGS_MESSAGES.notFound);
  }
}
