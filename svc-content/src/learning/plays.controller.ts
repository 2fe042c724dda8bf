import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { AnyGamePlayResponse } from '../apiShapes';
import { CurrentSession, ErrorAnswer, PremiumAccess, PremiumAnswer, PrivateAnswer, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { AxxonWrite } from './axxonRateLimit';
import { premiumItemOfActivity } from './domain/activityKeys';
import { GamePlayDto } from './dto/gamePlay.dto';
import { ProgressService } from './progress.service';
import { LEARNING_MESSAGES } from './learning.messages';
import { userIdOf } from './sessionUser';

/**
 * Dealt plays: a game with chance starts here, so the service, not the browser, decides its luck.
 * Visitors have no child to record a play for (401): their game is dealt in the browser and
 * nothing is stored.
 */
@Controller('api/axxon')
@UseGuards(SessionGuard)
export class PlaysController {
  constructor(
    private readonly progress: ProgressService,
    private readonly access: PremiumAccess,
  ) {}

  /** 201 with the play's id and deal; 403 for a premium game without the plan; 409 without a child profile. */
  @Post('plays')
  @AxxonWrite('progress')
  @PrivateAnswer()
  @PremiumAnswer('advanced-games')
  @ErrorAnswer(409, 'La familia aún no tiene perfil de niño.', LEARNING_MESSAGES.progressNeedsProfile)
  async startPlay(@CurrentSession() session: SessionClaims, @Body() body: GamePlayDto, @Req() request: FastifyRequest): Promise<AnyGamePlayResponse> {
    const item = premiumItemOfActivity(body.activity);
    if (item) await this.access.require(item, request);
    return this.progress.startPlay(userIdOf(session), body, request);
  }
}
