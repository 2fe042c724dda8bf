import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { AllowCrossSite, BodyPolicy, ErrorAnswer } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { BILLING_MESSAGES } from '../subscriptions/domain/billingMessages';
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
  @ErrorAnswer(
    400,
    'La notificación no tiene la forma del proveedor, o habla de una suscripción que billing no conoce.',
    BILLING_MESSAGES.malformedNotification,
    BILLING_MESSAGES.unknownSubscription,
  )
  @ErrorAnswer(
    401,
    'La firma de la notificación no es válida o se firmó hace más de cinco minutos.',
    BILLING_MESSAGES.unsignedNotification,
    BILLING_MESSAGES.staleNotification,
  )
  @ErrorAnswer(404, 'La ruta nombra un proveedor de pagos que no es el configurado.', BILLING_MESSAGES.unknownProvider)
  @ErrorAnswer(409, 'Otra notificación ya usó esa firma (un reenvío del mismo evento se acepta).', BILLING_MESSAGES.replayedNotification)
  receive(@Param('provider') provider: string, @Req() request: FastifyRequest): Promise<NotificationAck> {
    return this.notifications.receive(provider, {
      headers: request.headers,
      query: (request.query ?? {}) as Record<string, unknown>,
      body: request.body,
    });
  }
}
