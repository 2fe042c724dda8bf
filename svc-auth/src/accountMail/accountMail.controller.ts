import { Body, Controller, HttpCode, Post, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { AccountMessageResponse } from '@universo/contracts';
import { CurrentSession, ErrorAnswer, NOT_LOGGED_IN_MESSAGE, type SessionClaims, SpanishThrottlerGuard } from '@universo/service-kit';
import type { FastifyReply } from 'fastify';
import {
  ALREADY_CONFIRMED,
  CONFIRM_LINK_INVALID,
  CONFIRMATION_SENT,
  EMAIL_CONFIRMED,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from './accountMail.messages';
import { AccountMailService } from './accountMail.service';
import { PasswordResetConfirmDto, PasswordResetRequestDto, TokenDto } from './dto/accountMail.dto';

/**
 * The links the account mails carry, opened from the shell's /confirmar and /recuperar pages.
 * Rate limited per client like registration (AUTH_REGISTER_LIMIT_PER_MINUTE), and at most one
 * mail a minute per account.
 */
@Controller('api/auth')
@UseGuards(SpanishThrottlerGuard)
@SkipThrottle({ login: true })
export class AccountMailController {
  constructor(private readonly accountMail: AccountMailService) {}

  @Post('confirm-email')
  @HttpCode(200)
  @ErrorAnswer(400, 'El enlace de confirmación no existe, ya se usó o venció.', CONFIRM_LINK_INVALID)
  async confirmEmail(@Body() dto: TokenDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountMessageResponse> {
    void reply.header('cache-control', 'no-store');
    await this.accountMail.confirmEmail(dto.token);
    return { message: EMAIL_CONFIRMED };
  }

  @Post('confirm-email/resend')
  @HttpCode(202)
  @ErrorAnswer(401, 'No hay sesión activa.', NOT_LOGGED_IN_MESSAGE)
  async resend(@CurrentSession() session: SessionClaims | null): Promise<AccountMessageResponse> {
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    const outcome = await this.accountMail.resendConfirmation(session.sub);
    return { message: outcome === 'already-confirmed' ? ALREADY_CONFIRMED : CONFIRMATION_SENT };
  }

  @Post('password-reset')
  @HttpCode(202)
  async requestReset(@Body() dto: PasswordResetRequestDto): Promise<AccountMessageResponse> {
    await this.accountMail.requestPasswordReset(dto.email);
    return { message: RESET_REQUESTED };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @ErrorAnswer(400, 'El enlace para cambiar la contraseña no existe, ya se usó o venció.', RESET_LINK_INVALID)
  async confirmReset(@Body() dto: PasswordResetConfirmDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountMessageResponse> {
    void reply.header('cache-control', 'no-store');
    await this.accountMail.resetPassword(dto.token, dto.password);
    return { message: PASSWORD_CHANGED };
  }
}
