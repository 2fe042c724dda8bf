import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { Child, ChildrenResponse } from '@universo/contracts';
import { CurrentSession, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { AxxonWrite } from '../learning/axxonRateLimit';
import { userIdOf } from '../learning/sessionUser';
import { CHILDREN_MESSAGES } from './children.messages';
import { ChildrenService } from './children.service';
import { ChildChangeDto, NewChildDto } from './dto/child.dto';
import { ChildParams } from './dto/childParams.dto';

/** The signed-in family's children and who is playing. Another family's child is a 404, like one that does not exist. */
@Controller('api/children')
@UseGuards(SessionGuard)
export class ChildrenController {
  constructor(private readonly children: ChildrenService) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  list(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<ChildrenResponse> {
    return this.children.list(userIdOf(session), request);
  }

  @Post()
  @HttpCode(201)
  @AxxonWrite('profile')
  @Header('cache-control', 'private, no-store')
  add(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest, @Body() body: NewChildDto): Promise<Child> {
    return this.children.add(userIdOf(session), request, body);
  }

  @Patch(':id')
  @AxxonWrite('profile')
  @Header('cache-control', 'private, no-store')
  change(@CurrentSession() session: SessionClaims, @Param() params: ChildParams, @Body() body: ChildChangeDto): Promise<Child> {
    if (Object.values(body).every((value) => value === undefined)) throw new BadRequestException(CHILDREN_MESSAGES.emptyChange);
    return this.children.change(userIdOf(session), params.id.toLowerCase(), body);
  }

  /** Deletes the child with everything that is theirs (progress, rewards, drawings). */
  @Delete(':id')
  @HttpCode(204)
  @AxxonWrite('profile')
  async remove(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<void> {
    await this.children.remove(userIdOf(session), params.id.toLowerCase());
  }

  /** Chooses who is playing: progress, rewards and drawings are that child's from now on. */
  @Post(':id/play')
  @HttpCode(200)
  @AxxonWrite('profile')
  @Header('cache-control', 'private, no-store')
  play(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest, @Param() params: ChildParams): Promise<ChildrenResponse> {
    return this.children.play(userIdOf(session), request, params.id.toLowerCase());
  }
}
