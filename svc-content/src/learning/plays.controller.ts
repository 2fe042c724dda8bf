import { Body, Controller, Header, Post, Req, UseGuards } from '@nestjs/common';
import type { GamePlayResponse } from '@universo/contracts';
import { CurrentSession, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { AxxonWrite } from './axxonRateLimit';
import { GamePlayDto } from './dto/gamePlay.dto';
import { ProgressService } from './progress.service';
import { userIdOf } from './sessionUser';

/**
 * Dealt plays: a game with chance starts here, so the service, not the browser, decides its luck.
 * Visitors have no child to record a play for (401): their game is dealt in the browser and
 * nothing is stored.
 */
@Controller('api/axxon')
@UseGuards(SessionGuard)
export class PlaysController {
  constructor(private readonly progress: ProgressService) {}

  /** 201 with the play's id and deal; 409 without a child profile. */
  @Post('plays')
  @AxxonWrite('progress')
  @Header('cache-control', 'private, no-store')
  startPlay(@CurrentSession() session: SessionClaims, @Body() body: GamePlayDto, @Req() request: FastifyRequest): Promise<GamePlayResponse> {
    return this.progress.startPlay(userIdOf(session), body, request);
  }
}
