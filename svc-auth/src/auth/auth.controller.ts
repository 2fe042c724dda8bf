import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { type ConsentRecord, LOGOUT_MESSAGES, type LogoutResponse, PENDING_LOGOUT_COOKIE } from '@universo/contracts';
import type { SessionAnswer, User } from '../apiShapes';
import { parse } from 'cookie';
import { cookieSecure, CurrentSession, ErrorAnswer, SERVICE_CONFIG, type SessionClaims, SpanishThrottlerGuard } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthConfig, DEFAULT_ACCOUNT_LOCK_MINUTES } from '../config';
import { CONSENT_MESSAGES } from '../consents/consentRules';
import { ConsentsService } from '../consents/consents.service';
import { ACCOUNT_DELAY_MESSAGE, accountLockedMessage, AccountLoginLimitedException } from '../loginLimits/accountLoginLimits.service';
import { SessionsService } from '../sessions/sessions.service';
import { AuthService, BAD_CREDENTIALS_MESSAGE, LOGGED_OUT_MESSAGE } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../users/users.messages';
import { clearedPendingLogoutCookie, clearedSessionCookie, sessionCookie } from './sessionCookie';

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly consents: ConsentsService,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('register')
  @HttpCode(201)
  @UseGuards(SpanishThrottlerGuard)
  @SkipThrottle({ login: true })
  @ErrorAnswer(
    400,
    'Falta la confirmación del adulto o la aceptación del aviso de privacidad, o se aceptó otra versión (si faltan varias, sus mensajes van unidos por ". ").',
    CONSENT_MESSAGES.adult,
    CONSENT_MESSAGES.privacy,
    CONSENT_MESSAGES.version,
  )
  @ErrorAnswer(409, 'El correo o el nombre de usuario ya tienen una cuenta.', EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE)
  async register(@Body() dto: RegisterDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    const { user, token } = await this.auth.register(dto);
    this.setSession(reply, token);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(SpanishThrottlerGuard)
  @SkipThrottle({ register: true })
  @ErrorAnswer(401, 'El correo o la contraseña no son correctos (la misma respuesta para los dos).', BAD_CREDENTIALS_MESSAGE)
  @ErrorAnswer(
    429,
    `Demasiados intentos fallidos con ese correo: espera de unos segundos, o una pausa de AUTH_ACCOUNT_LOCK_MINUTES minutos (${DEFAULT_ACCOUNT_LOCK_MINUTES} por omisión) tras 10 fallos; Retry-After dice cuánto.`,
    ACCOUNT_DELAY_MESSAGE,
    accountLockedMessage(DEFAULT_ACCOUNT_LOCK_MINUTES),
  )
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    const { user, token } = await this.auth.login(dto).catch((error: unknown) => {
      if (error instanceof AccountLoginLimitedException) void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    this.setSession(reply, token);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<LogoutResponse> {
    await this.auth.logout(session);
    void reply.header('set-cookie', clearedSessionCookie(cookieSecure(this.config))).header('cache-control', 'no-store');
    return { message: LOGOUT_MESSAGES.revoked, revoked: true };
  }

  /**
   * Finishes a logout the gateway answered while svc-auth was down: ends the session named by the
   * pending-logout cookie (sent by the browser to this path only) and clears that cookie. Never
   * touches the current session cookie: someone may have signed in on this computer since.
   */
  @Post('pending-logout')
  @HttpCode(200)
  async pendingLogout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LogoutResponse> {
    await this.auth.endPendingLogout(parse(request.headers.cookie ?? '')[PENDING_LOGOUT_COOKIE]);
    void reply.header('set-cookie', clearedPendingLogoutCookie(cookieSecure(this.config))).header('cache-control', 'no-store');
    return { message: LOGOUT_MESSAGES.pendingDone, revoked: true };
  }

  @Get('user')
  @ErrorAnswer(401, 'No hay sesión activa.', LOGGED_OUT_MESSAGE)
  async user(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    void reply.header('cache-control', 'no-store');
    return this.auth.currentUser(session);
  }

  /** The consents the signed-in adult gave, oldest first, with their versions. */
  @Get('consents')
  @ErrorAnswer(401, 'No hay sesión activa.', LOGGED_OUT_MESSAGE)
  async consentList(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<ConsentRecord[]> {
    void reply.header('cache-control', 'no-store');
    const user = await this.auth.currentUser(session);
    return this.consents.listFor(user.id);
  }

  /**
   * Whether the presented session is still active: what other services ask (with the family's
   * cookie) before trusting it, and cache for a short time. Always 200; `active: false` for a
   * session ended by logout, expired, forged or missing. An active session also names its user:
   * the pages ask here instead of GET /api/auth/user, whose 401 for visitors the browser would log
   * as an error on every page load.
   */
  @Get('session')
  async session(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionAnswer> {
    void reply.header('cache-control', 'no-store');
    if (!session) return { active: false };
    const user = await this.auth.findCurrentUser(session);
    return user ? { active: true, user } : { active: true };
  }

  private setSession(reply: FastifyReply, token: string): void {
    void reply.header('set-cookie', sessionCookie(token, this.sessions.ttlSeconds, cookieSecure(this.config))).header('cache-control', 'no-store');
  }
}
