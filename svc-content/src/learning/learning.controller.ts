import { Body, Controller, Get, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { ChildDashboard, ChildProfileResponse, ProgressEventResponse, Reward } from '../apiShapes';
import { CurrentSession, ErrorAnswer, PremiumAccess, PrivateAnswer, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AxxonWrite } from './axxonRateLimit';
import { ChildProfilesService } from './childProfiles.service';
import { premiumItemOfActivity } from './domain/activityKeys';
import { ChildProfileDto } from './dto/childProfile.dto';
import { ProgressEventDto } from './dto/progressEvent.dto';
import { ProgressService } from './progress.service';
import { userIdOf } from './sessionUser';
import { CHILDREN_MESSAGES } from '../children/children.messages';
import { LEARNING_MESSAGES } from './learning.messages';
import { PLAY_MESSAGES } from './plays.messages';
import { premiumRequiredMessage } from '@universo/contracts';

/** The 404 of a read about the playing child before the family has one. */
const NO_PROFILE = ErrorAnswer(404, 'El niño que juega aún no tiene perfil.', LEARNING_MESSAGES.noProfile);

/** The child who is playing in the logged-in family: profile, progress events, dashboard and rewards. */
@Controller('api/axxon')
@UseGuards(SessionGuard)
export class LearningController {
  constructor(
    private readonly profiles: ChildProfilesService,
    private readonly progress: ProgressService,
    private readonly access: PremiumAccess,
  ) {}

  /** Replaces the playing child's profile (200) or, in a family without children, creates the first (201). */
  @Post('profile')
  @AxxonWrite('profile')
  @ApiOkResponse({ description: 'Perfil del niño que juega reemplazado.' })
  @ApiCreatedResponse({ description: 'Primer perfil de una familia sin niños, creado.' })
  @ErrorAnswer(403, 'Para crear el primer perfil, el adulto debe haber confirmado su correo electrónico.', CHILDREN_MESSAGES.needsConfirmation)
  @ErrorAnswer(409, 'La familia ya tiene el máximo de perfiles.', CHILDREN_MESSAGES.tooMany)
  async saveProfile(
    @CurrentSession() session: SessionClaims,
    @Body() body: ChildProfileDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChildProfileResponse> {
    const { created, profile } = await this.profiles.save(userIdOf(session), request, body);
    void reply.status(created ? 201 : 200);
    return profile;
  }

  @Get('profile')
  @PrivateAnswer()
  @NO_PROFILE
  profile(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<ChildProfileResponse> {
    return this.profiles.get(userIdOf(session), request);
  }

  /**
   * 201 when recorded, 200 for a repeat (same eventId, a chapter already read, a challenge or
   * printable already completed). A premium activity's event needs its premium item (403).
   */
  @Post('progress')
  @AxxonWrite('progress')
  @ApiCreatedResponse({ description: 'Evento registrado: suma sus puntos.' })
  @ApiOkResponse({ description: 'Evento repetido (mismo eventId, un capítulo ya leído, un reto ya completado): no suma puntos otra vez.' })
  @ErrorAnswer(
    409,
    'El niño aún no tiene perfil, la partida ya se usó o el evento no se pudo guardar.',
    LEARNING_MESSAGES.progressNeedsProfile,
    PLAY_MESSAGES.usedPlay,
    LEARNING_MESSAGES.eventNotStored,
  )
  @ErrorAnswer(404, 'La partida (playId) no existe o es de otra actividad.', PLAY_MESSAGES.unknownPlay)
  @ErrorAnswer(410, 'La partida venció antes de terminarse.', PLAY_MESSAGES.expiredPlay)
  @ErrorAnswer(
    403,
    'La actividad es premium (un juego avanzado, un reto personalizado, un imprimible) y el plan de la familia no la incluye.',
    premiumRequiredMessage('advanced-games'),
    premiumRequiredMessage('personalised-challenges'),
    premiumRequiredMessage('full-library'),
  )
  async recordProgress(
    @CurrentSession() session: SessionClaims,
    @Body() body: ProgressEventDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProgressEventResponse> {
    const item = premiumItemOfActivity(body.activity);
    if (item) await this.access.require(item, request);
    const answer = await this.progress.record(userIdOf(session), body, request);
    void reply.status(answer.recorded ? 201 : 200);
    return answer;
  }

  @Get('dashboard')
  @PrivateAnswer()
  @NO_PROFILE
  dashboard(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<ChildDashboard> {
    return this.progress.dashboard(userIdOf(session), request);
  }

  @Get('rewards')
  @PrivateAnswer()
  rewards(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<Reward[]> {
    return this.progress.rewards(userIdOf(session), request);
  }
}
