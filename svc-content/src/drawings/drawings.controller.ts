import { Controller, Delete, Get, Header, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { DrawingList, DrawingSummary } from '@universo/contracts';
import { CurrentSession, RequirePremium, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userIdOf } from '../learning/sessionUser';
import { DrawingWrite } from './drawingsRateLimit';
import { DrawingsService } from './drawings.service';
import { DrawingParams } from './dto/drawingParams.dto';
import { FileAnswer } from '../fileAnswers';

export const DRAWINGS_PATH = '/api/axxon/drawings';

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
  @Header('cache-control', 'private, no-store')
  list(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<DrawingList> {
    return this.drawings.list(userIdOf(session), request);
  }

  /** The body is the PNG itself (`Content-Type: image/png`), read by ../imageUploads/infrastructure/rawUploadBody. */
  @Post()
  @DrawingWrite()
  @Header('cache-control', 'private, no-store')
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
  async png(
    @CurrentSession() session: SessionClaims,
    @Param() params: DrawingParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const png = await this.drawings.png(userIdOf(session), request, params.id.toLowerCase());
    void reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="dibujo-${params.id.toLowerCase()}.png"`);
    return png;
  }

  @Delete(':id')
  @DrawingWrite()
  @HttpCode(204)
  async delete(@CurrentSession() session: SessionClaims, @Param() params: DrawingParams, @Req() request: FastifyRequest): Promise<void> {
    await this.drawings.delete(userIdOf(session), request, params.id.toLowerCase());
  }
}
