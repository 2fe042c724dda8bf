import { Controller, HttpCode, Inject, Post, Res, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { cookieSecure, CurrentSession, ErrorAnswer, NOT_LOGGED_IN_MESSAGE, SERVICE_CONFIG, type SessionClaims } from '@universo/service-kit';
import type { AccountMessageResponse } from '@universo/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { clearedSessionCookie } from '../auth/sessionCookie';
import type { AuthConfig } from '../config';

export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'Has cerrado sesión en todos tus dispositivos.';

/**
 * Ends every session of the account, this one included (a lost phone, a shared computer). svc-auth
 * refuses those sessions at once; other services within SESSION_CHECK_CACHE_SECONDS, and admin
 * actions within ADMIN_CHECK_CACHE_SECONDS (5 s).
 */
@Controller('api/auth')
export class LogoutEverywhereController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('logout-everywhere')
  @HttpCode(200)
  @ErrorAnswer(401, 'No hay sesión activa.', NOT_LOGGED_IN_MESSAGE)
  async logoutEverywhere(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountMessageResponse> {
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    await this.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [session.sub]);
    void reply.header('set-cookie', clearedSessionCookie(cookieSecure(this.config))).header('cache-control', 'no-store');
    return { message: LOGGED_OUT_EVERYWHERE_MESSAGE };
  }
}
