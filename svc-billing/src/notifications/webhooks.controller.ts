import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { AllowCrossSite, BodyPolicy } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { type NotificationAck, NotificationsService } from './notifications.service';

/**
 * Payment providers' webhooks: POST /api/billing/webhooks/mercadopago (or /sandbox). Called by
 * the provider's servers, so not same-site and without a session: the signature is what counts.
 */
@Controller('api/billing/webhooks')
export class WebhooksController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post(':provider')
  @HttpCode(200)
  @AllowCrossSite()
  // MercadoPago sends JSON; its older IPN notifications come form-encoded. Both stay small (64 KB).
  @BodyPolicy({ acceptForm: true })
  receive(@Param('provider') provider: string, @Req() request: FastifyRequest): Promise<NotificationAck> {
    return this.notifications.receive(provider, {
      headers: request.headers,
      query: (request.query ?? {}) as Record<string, unknown>,
      body: request.body,
    });
  }
}
