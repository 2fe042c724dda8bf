import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { CancelSubscriptionResponse, RefundRequestResponse, SubscriptionAccountResponse } from '../apiShapes';
import { CurrentSession, ErrorAnswer, PrivateAnswer, type SessionClaims, SessionGuard, SpanishThrottlerGuard } from '@universo/service-kit';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RefundRequestDto } from './dto/refundRequest.dto';
import { SubscriptionsService } from './subscriptions.service';
import { BILLING_MESSAGES, guaranteeExpiredMessage } from './domain/billingMessages';

@Controller('api/billing')
@UseGuards(SessionGuard)
export class AccountController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscription')
  @PrivateAnswer()
  account(@CurrentSession() session: SessionClaims): Promise<SubscriptionAccountResponse> {
    return this.subscriptions.account(session.sub);
  }

  @Post('cancel')
  @HttpCode(200)
  @UseGuards(SpanishThrottlerGuard)
  @ErrorAnswer(404, 'La familia no tiene una suscripción activa.', BILLING_MESSAGES.noSubscriptionToCancel)
  @ErrorAnswer(503, 'El proveedor de pagos de la suscripción no está disponible.', BILLING_MESSAGES.providerNotConfigured)
  cancel(@CurrentSession() session: SessionClaims): Promise<CancelSubscriptionResponse> {
    return this.subscriptions.cancel(session.sub);
  }

  @Post('refund-request')
  @UseGuards(SpanishThrottlerGuard)
  @ApiCreatedResponse({ description: 'Solicitud de devolución registrada.' })
  @ApiOkResponse({ description: 'Ya había una solicitud de devolución de esta suscripción: la misma respuesta, sin crear otra.' })
  @ErrorAnswer(404, 'La familia no tiene una suscripción pagada.', BILLING_MESSAGES.noPaidSubscription)
  @ErrorAnswer(409, 'La garantía de 30 días ya terminó (el mensaje dice la fecha).', guaranteeExpiredMessage(new Date('2026-01-31T12:00:00-05:00')))
  async refundRequest(
    @Body() body: RefundRequestDto,
    @CurrentSession() session: SessionClaims,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RefundRequestResponse> {
    const { created, response } = await this.subscriptions.requestRefund(session.sub, body.message);
    void reply.status(created ? 201 : 200);
    return response;
  }
}
