import { Body, Controller, Get, Param, Put, Req, UseGuards } from '@nestjs/common';
import { CHILD_PROJECT_MESSAGES, type ChildProjectResponse } from '@universo/contracts';
import { CurrentSession, ErrorAnswer, PrivateAnswer, type SessionClaims, SessionGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { CHILDREN_MESSAGES } from '../children/children.messages';
import { ChildParams } from '../children/dto/childParams.dto';
import { AxxonWrite } from '../learning/axxonRateLimit';
import { userIdOf } from '../learning/sessionUser';
import { ChildProjectDto } from './childProject.dto';
import { ChildProjectsService } from './childProjects.service';

/**
 * "Mi emprendimiento": the business a child names in the plan wizard, carried into the logo, the
 * lemonade stand, the simulator and the dashboard. Visitors keep theirs in the browser (401 here).
 */
@Controller('api/axxon')
@UseGuards(SessionGuard)
export class ChildProjectsController {
  constructor(private readonly projects: ChildProjectsService) {}

  /** The playing child's business: `{ project: null }` before it has a name. */
  @Get('project')
  @PrivateAnswer()
  playing(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<ChildProjectResponse> {
    return this.projects.playing(userIdOf(session), request);
  }

  /** Saves the parts sent (400 for a bad part or none, 409 without a child profile). */
  @Put('project')
  @AxxonWrite('profile')
  @PrivateAnswer()
  @ErrorAnswer(
    400,
    'No llegó ninguna parte del emprendimiento, o el negocio quedaría sin nombre.',
    CHILD_PROJECT_MESSAGES.empty,
    CHILD_PROJECT_MESSAGES.needsName,
  )
  @ErrorAnswer(409, 'La familia aún no tiene perfil de niño.', CHILD_PROJECT_MESSAGES.needsProfile)
  save(@CurrentSession() session: SessionClaims, @Req() request: FastifyRequest, @Body() body: ChildProjectDto): Promise<ChildProjectResponse> {
    return this.projects.save(userIdOf(session), request, body);
  }

  /** A child of the family by id, for the adult area; another family's child is a 404. */
  @Get('children/:id/project')
  @PrivateAnswer()
  @ErrorAnswer(404, 'El perfil no existe o es de otra familia.', CHILDREN_MESSAGES.notFound)
  ofChild(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<ChildProjectResponse> {
    return this.projects.ofChild(userIdOf(session), params.id.toLowerCase());
  }
}
