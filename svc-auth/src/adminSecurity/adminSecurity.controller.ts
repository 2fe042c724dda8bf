import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { AdminSessionStatus, SecondFactorVerified, TotpEnrolmentDone, TotpEnrolmentStart } from '@universo/contracts';
import { ADMINS_ONLY_MESSAGE, CurrentSession, ErrorAnswer, NOT_LOGGED_IN_MESSAGE, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply } from 'fastify';
import {
  AdminSecurityService,
  CodesLockedException,
  ENROLMENT_NOT_STARTED_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  REENROL_NEEDS_CODE_MESSAGE,
} from './adminSecurity.service';
import { SecondFactorVerifyDto, TotpCodeDto } from './dto/secondFactor.dto';
import {
  CODE_FORMAT_MESSAGE,
  CODE_MISSING_MESSAGE,
  FAILURE_WINDOW_MINUTES,
  lockedMessage,
  RECOVERY_FORMAT_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_MESSAGE,
} from './secondFactorRules';

const NO_SESSION = 'No hay sesión activa.';
const NOT_ADMIN = 'La cuenta no es de administración.';
/** The 429 after too many wrong codes; its message counts the minutes left (a sample: a whole window). */
const LOCKED = ErrorAnswer(
  429,
  'Demasiados códigos incorrectos seguidos: Retry-After dice cuántos segundos esperar.',
  lockedMessage(new Date(FAILURE_WINDOW_MINUTES * 60_000), new Date(0)),
);

/**
 * The admins' second factor (TOTP with recovery codes), used by /moderacion, and the status every
 * other service asks before an admin action. Every answer is personal: never cached.
 */
@Controller('api/auth/admin')
export class AdminSecurityController {
  constructor(private readonly security: AdminSecurityService) {}

  /** The presented session's admin rights as the database says now (always 200). */
  @Get('session')
  async status(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSessionStatus> {
    void reply.header('cache-control', 'no-store');
    if (!session) return { active: false, admin: false, secondFactor: 'enrol', verifiedUntil: null };
    return this.security.adminStatus(session);
  }

  /** A new secret (as text, otpauth:// URI and QR code): shown this once, stored encrypted. */
  @Post('totp/enrolment')
  @HttpCode(201)
  @ErrorAnswer(401, NO_SESSION, NOT_LOGGED_IN_MESSAGE)
  @ErrorAnswer(
    403,
    `${NOT_ADMIN} O bien ya tiene una aplicación y esta sesión aún no dio su código (\`secondFactor: verify\`).`,
    ADMINS_ONLY_MESSAGE,
    REENROL_NEEDS_CODE_MESSAGE,
  )
  startEnrolment(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<TotpEnrolmentStart> {
    void reply.header('cache-control', 'no-store');
    return this.security.startEnrolment(session);
  }

  /** The app's first code: the enrolment holds, the session is verified, recovery codes shown once. */
  @Post('totp/enrolment/confirm')
  @HttpCode(200)
  @ErrorAnswer(
    400,
    'El código no tiene 6 cifras, no se pidió una clave antes o el código no es el de la aplicación.',
    CODE_FORMAT_MESSAGE,
    ENROLMENT_NOT_STARTED_MESSAGE,
    WRONG_CODE_MESSAGE,
  )
  @ErrorAnswer(401, NO_SESSION, NOT_LOGGED_IN_MESSAGE)
  @ErrorAnswer(403, NOT_ADMIN, ADMINS_ONLY_MESSAGE)
  @LOCKED
  confirmEnrolment(
    @CurrentSession() session: SessionClaims | null,
    @Body() dto: TotpCodeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TotpEnrolmentDone> {
    void reply.header('cache-control', 'no-store');
    return withRetryAfter(reply, this.security.confirmEnrolment(session, dto.code));
  }

  /** A code or a recovery code marks this session as verified for 12 hours. */
  @Post('totp/verify')
  @HttpCode(200)
  @ErrorAnswer(
    400,
    'Falta el código (o vinieron los dos), no tiene la forma esperada, o no es correcto o ya se usó.',
    CODE_MISSING_MESSAGE,
    CODE_FORMAT_MESSAGE,
    RECOVERY_FORMAT_MESSAGE,
    WRONG_CODE_MESSAGE,
    WRONG_RECOVERY_MESSAGE,
  )
  @ErrorAnswer(401, NO_SESSION, NOT_LOGGED_IN_MESSAGE)
  @ErrorAnswer(403, `${NOT_ADMIN} O bien aún no activó la verificación en dos pasos (\`secondFactor: enrol\`).`, ADMINS_ONLY_MESSAGE, NOT_ENROLLED_MESSAGE)
  @LOCKED
  verify(
    @CurrentSession() session: SessionClaims | null,
    @Body() dto: SecondFactorVerifyDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecondFactorVerified> {
    void reply.header('cache-control', 'no-store');
    return withRetryAfter(reply, this.security.verify(session, dto));
  }
}

/** A 429 for too many wrong codes says when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof CodesLockedException) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
