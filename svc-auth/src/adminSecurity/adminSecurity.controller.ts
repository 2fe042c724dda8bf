import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { AdminSessionStatus, SecondFactorVerified, TotpEnrolmentDone, TotpEnrolmentStart } from '@universo/contracts';
import { CurrentSession, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminSecurityService, CodesLockedException } from './adminSecurity.service';
import { SecondFactorVerifyDto, TotpCodeDto } from './dto/secondFactor.dto';

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
  startEnrolment(@CurrentSession() session: SessionClaims | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<TotpEnrolmentStart> {
    void reply.header('cache-control', 'no-store');
    return this.security.startEnrolment(session);
  }

  /** The app's first code: the enrolment holds, the session is verified, recovery codes shown once. */
  @Post('totp/enrolment/confirm')
  @HttpCode(200)
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
