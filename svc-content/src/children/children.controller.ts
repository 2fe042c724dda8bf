import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { Child, ChildActivityResponse, ChildrenResponse, PlayingChildResponse } from '@universo/contracts';
import { CurrentSession, ErrorAnswer, PrivateAnswer, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { AxxonWrite } from '../learning/axxonRateLimit';
import { userIdOf } from '../learning/sessionUser';
import { CHILDREN_MESSAGES } from './children.messages';
import { ChildrenService } from './children.service';
import { ChildActivity } from './activity/childActivity';
import { ChatConsentDto, ChildChangeDto, NewChildDto } from './dto/child.dto';
import { ChildParams } from './dto/childParams.dto';

/** The signed-in family's children and who is playing. Another family's child is a 404, like one that does not exist. */
@Controller('api/children')
@UseGuards(SessionGuard)
export class ChildrenController {
  constructor(
    private readonly children: ChildrenService,
    private readonly activity: ChildActivity,
  ) {}

  @Get()
  @PrivateAnswer()
  list(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<ChildrenResponse> {
    return this.children.list(userIdOf(session), request);
  }

  /** The child who is playing, with their chat consent: svc-chat asks it before every message of a family. */
  @Get('playing')
  @PrivateAnswer()
  async playing(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<PlayingChildResponse> {
    return { child: await this.children.playingFor(userIdOf(session), request) };
  }

  /** Every chat consent the family gave (in force or withdrawn), newest first. */
  @Get('chat-consents')
  @PrivateAnswer()
  chatConsents(@CurrentSession() session: SessionClaims) {
    return this.children.chatConsents(userIdOf(session));
  }

  /** The child's timeline for the adult area (chapters, games with their results, challenges, drawings). */
  @Get(':id/activity')
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @PrivateAnswer()
  async activityOf(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<ChildActivityResponse> {
    const child = await this.children.child(userIdOf(session), params.id.toLowerCase());
    return this.activity.of(userIdOf(session), child.id);
  }

  /** The adult turns chat with the characters on for this child, accepting the sentence's version. */
  @Post(':id/chat-consent')
  @HttpCode(200)
  @ErrorAnswer(403, 'El adulto aún no confirmó su correo electrónico.', CHILDREN_MESSAGES.chatNeedsConfirmation)
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @AxxonWrite('profile')
  @PrivateAnswer()
  grantChat(
    @CurrentSession() session: SessionClaims,
    @Req() request: FastifyRequest,
    @Param() params: ChildParams,
    @Body() body: ChatConsentDto,
  ): Promise<Child> {
    return this.children.grantChat(userIdOf(session), request, params.id.toLowerCase(), body.version);
  }

  /** The adult turns chat off for this child (withdraws the consent). */
  @Delete(':id/chat-consent')
  @HttpCode(200)
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @AxxonWrite('profile')
  @PrivateAnswer()
  withdrawChat(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<Child> {
    return this.children.withdrawChat(userIdOf(session), params.id.toLowerCase());
  }

  @Post()
  @HttpCode(201)
  @ErrorAnswer(403, 'El adulto aún no confirmó su correo electrónico.', CHILDREN_MESSAGES.needsConfirmation)
  @ErrorAnswer(409, 'La familia ya tiene el máximo de perfiles.', CHILDREN_MESSAGES.tooMany)
  @AxxonWrite('profile')
  @PrivateAnswer()
  add(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest, @Body() body: NewChildDto): Promise<Child> {
    return this.children.add(userIdOf(session), request, body);
  }

  @Patch(':id')
  @ErrorAnswer(400, 'El cambio no trae ningún dato del perfil.', CHILDREN_MESSAGES.emptyChange)
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @AxxonWrite('profile')
  @PrivateAnswer()
  change(@CurrentSession() session: SessionClaims, @Param() params: ChildParams, @Body() body: ChildChangeDto): Promise<Child> {
    if (Object.values(body).every((value) => value === undefined)) throw new BadRequestException(CHILDREN_MESSAGES.emptyChange);
    return this.children.change(userIdOf(session), params.id.toLowerCase(), body);
  }

  /** Deletes the child with everything that is theirs (progress, rewards, drawings). */
  @Delete(':id')
  @HttpCode(204)
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @AxxonWrite('profile')
  async remove(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<void> {
    await this.children.remove(userIdOf(session), params.id.toLowerCase());
  }

  /** Chooses who is playing: progress, rewards and drawings are that child's from now on. */
  @Post(':id/play')
  @HttpCode(200)
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  @AxxonWrite('profile')
  @PrivateAnswer()
  play(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest, @Param() params: ChildParams): Promise<ChildrenResponse> {
    return this.children.play(userIdOf(session), request, params.id.toLowerCase());
  }
}
