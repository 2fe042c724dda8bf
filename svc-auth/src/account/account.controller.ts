import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Post,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import {
  type AccountDeletionResponse,
  type AccountExport,
  accountExportFileName,
  type AccountMessageResponse,
  REAUTH_REQUIRED_MESSAGE,
} from '@universo/contracts';
import {
  cookieSecure,
  CurrentSession,
  ErrorAnswer,
  NOT_LOGGED_IN_MESSAGE,
  SERVICE_CONFIG,
  type SessionClaims,
  SpanishThrottlerGuard,
} from '@universo/service-kit';
import type { FastifyReply } from 'fastify';
import { clearedSessionCookie, sessionCookie } from '../auth/sessionCookie';
import type { AuthConfig } from '../config';
import { SessionsService } from '../sessions/sessions.service';
import { AccountDataService } from './accountData.service';
import { AccountPasswordDto } from './dto/accountPassword.dto';
import { FamilySignIn, WRONG_PASSWORD_MESSAGE } from './familySignIn';

const NO_SESSION = 'No hay sesión activa.';
const WRONG_PASSWORD = 'La contraseña no es la de la cuenta.';

/** An action the adult confirms with the account's password: limited like a login, 401 or 403 in Spanish. */
const WITH_PASSWORD = applyDecorators(
  HttpCode(200),
  UseGuards(SpanishThrottlerGuard),
  SkipThrottle({ register: true }),
  ErrorAnswer(401, NO_SESSION, NOT_LOGGED_IN_MESSAGE),
  ErrorAnswer(403, WRONG_PASSWORD, WRONG_PASSWORD_MESSAGE),
);

/**
 * The family's data rights: download everything (`GET /api/account/export`) and delete the
 * account everywhere (`DELETE /api/account`, with the password). Both need a fresh sign-in;
 * `POST /api/account/reauth` gives one with the password.
 */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly signIn: FamilySignIn,
    private readonly data: AccountDataService,
    private readonly sessions: SessionsService,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Get('export')
  @ErrorAnswer(401, NO_SESSION, NOT_LOGGED_IN_MESSAGE)
  @ErrorAnswer(403, 'La sesión no empezó en los últimos 15 minutos: hace falta confirmar la contraseña (POST /api/account/reauth).', REAUTH_REQUIRED_MESSAGE)
  async export(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExport> {
    void reply.header('cache-control', 'no-store');
    const owner = await this.signIn.owner(session);
    if (!(await this.signIn.isFresh(session!))) throw new ForbiddenException(REAUTH_REQUIRED_MESSAGE);
    const now = new Date();
    const body = await this.data.export(owner, now);
    void reply.header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`);
    return body;
  }

  @Post('reauth')
  @WITH_PASSWORD
  async reauth(
    @CurrentSession() session: SessionClaims | null,
    @Body() dto: AccountPasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    const owner = await this.signIn.ownerWithPassword(session, dto.password);
    // A new session replaces the old one: the fresh sign-in is this one.
    const token = await this.sessions.start(owner.userId, session!.role);
    await this.sessions.end(session!.sid);
    void reply.header('set-cookie', sessionCookie(token, this.sessions.ttlSeconds, cookieSecure(this.config))).header('cache-control', 'no-store');
    return { message: 'Contraseña confirmada.' };
  }

  @Delete()
  @WITH_PASSWORD
  async erase(
    @CurrentSession() session: SessionClaims | null,
    @Body() dto: AccountPasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeletionResponse> {
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    const owner = await this.signIn.ownerWithPassword(session, dto.password);
    const outcome = await this.data.erase(owner);
    void reply.header('set-cookie', clearedSessionCookie(cookieSecure(this.config))).header('cache-control', 'no-store');
    return outcome;
  }
}
