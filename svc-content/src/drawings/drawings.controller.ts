import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type DrawingList, type DrawingSummary, DRAWING_LIMITS } from '@universo/contracts';
import { CurrentSession, ErrorAnswer, PRIVATE_CACHE_CONTROL, PrivateAnswer, RequirePremium, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_DRAWINGS_PER_CHILD } from '../config';
import { userIdOf } from '../learning/sessionUser';
import { DRAWINGS_MESSAGES } from './drawings.messages';
import { DrawingWrite } from './drawingsRateLimit';
import { DrawingsService } from './drawings.service';
import { DrawingParams } from './dto/drawingParams.dto';
import { FileAnswer } from '../fileAnswers';

export const DRAWINGS_PATH = '/api/axxon/drawings';

const NO_PROFILE = 'La familia aún no tiene perfil de niño (la galería es de cada niño).';
const NOT_IN_GALLERY = 'El dibujo no existe en la galería del niño que juega.';

/**
 * The advanced drawing zone's private gallery (premium item `advanced-drawing`). The plan is
 * checked first, so a visitor gets the same 403 with `premiumItem` as a free family and the
 * front end shows the gate; nothing here is ever cached for anybody else.
 */
@Controller(DRAWINGS_PATH)
@UseGuards(SessionGuard)
@RequirePremium('advanced-drawing')
export class DrawingsController {
  constructor(private readonly drawings: DrawingsService) {}

  @Get()
  @PrivateAnswer()
  @ErrorAnswer(409, NO_PROFILE, DRAWINGS_MESSAGES.needsProfile)
  list(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<DrawingList> {
    return this.drawings.list(userIdOf(session), request);
  }

  /** The body is the PNG itself (`Content-Type: image/png`), read by ../imageUploads/infrastructure/rawUploadBody. */
  @Post()
  @DrawingWrite()
  @ErrorAnswer(
    400,
    'El cuerpo no es un PNG válido, sus medidas no caben o la subida se cortó.',
    DRAWINGS_MESSAGES.notPng,
    DRAWINGS_MESSAGES.badDimensions(DRAWING_LIMITS.maxInputSide),
    DRAWINGS_MESSAGES.interrupted,
  )
  @ErrorAnswer(
    409,
    `${NO_PROFILE} O bien la galería del niño está llena (DRAWINGS_PER_CHILD dibujos; ${DEFAULT_DRAWINGS_PER_CHILD} por omisión).`,
    DRAWINGS_MESSAGES.needsProfile,
    DRAWINGS_MESSAGES.galleryFull(DEFAULT_DRAWINGS_PER_CHILD),
  )
  @ErrorAnswer(413, 'El PNG pesa más del límite.', DRAWINGS_MESSAGES.tooLarge(DRAWING_LIMITS.maxBytes))
  @ErrorAnswer(415, 'El cuerpo no se envió como image/png.', DRAWINGS_MESSAGES.wrongContentType)
  @PrivateAnswer()
  async save(
    @CurrentSession() session: SessionClaims,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DrawingSummary> {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const saved = await this.drawings.save(userIdOf(session), request, body);
    void reply.status(201).header('location', `${DRAWINGS_PATH}/${saved.id}`);
    return saved;
  }

  @Get(':id')
  @FileAnswer('image/png', 'El dibujo, en PNG.')
  @ErrorAnswer(404, NOT_IN_GALLERY, DRAWINGS_MESSAGES.notFound)
  @ErrorAnswer(409, NO_PROFILE, DRAWINGS_MESSAGES.needsProfile)
  async png(
    @CurrentSession() session: SessionClaims,
    @Param() params: DrawingParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const png = await this.drawings.png(userIdOf(session), request, params.id.toLowerCase());
    void reply
      .header('content-type', 'image/png')
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .header('content-disposition', `inline; filename="dibujo-${params.id.toLowerCase()}.png"`);
    return png;
  }

  @Delete(':id')
  @DrawingWrite()
  @HttpCode(204)
  @ErrorAnswer(404, NOT_IN_GALLERY, DRAWINGS_MESSAGES.notFound)
  @ErrorAnswer(409, NO_PROFILE, DRAWINGS_MESSAGES.needsProfile)
  async delete(@CurrentSession() session: SessionClaims, @Param() params: DrawingParams, @Req() request: FastifyRequest): Promise<void> {
    await this.drawings.delete(userIdOf(session), request, params.id.toLowerCase());
  }
}
