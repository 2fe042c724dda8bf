import { Controller, Get, HttpCode, Param, Req } from '@nestjs/common';
import { type EntitlementResponse, PREMIUM_ITEM_IDS, premiumRequiredMessage } from '@universo/contracts';
import { ErrorAnswer, PremiumAccess, PrivateAnswer } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { PremiumItemParams } from './dto/premiumItem.dto';

/**
 * The family's tier, for everybody (a visitor is told `visitor`): the front ends adapt pages to
 * it, other services ask it with the family's cookie before serving a premium item, and the
 * gateway asks the item check before it sends a premium narration file. Never kept by shared
 * caches; callers cache it briefly themselves.
 */
@Controller('api/billing/entitlement')
export class EntitlementController {
  constructor(private readonly access: PremiumAccess) {}

  @Get()
  @PrivateAnswer()
  entitlement(@Req() request: FastifyRequest): Promise<EntitlementResponse> {
    return this.access.entitlementOf(request);
  }

  /** 204 when the family may have the item, else 403 JSON with `premiumItem` (nginx `auth_request`). */
  @Get(':item')
  @HttpCode(204)
  @PrivateAnswer()
  @ErrorAnswer(
    403,
    'La familia no tiene el Plan Emprendedor Mágico, o nadie inició sesión; la respuesta lleva premiumItem con el elemento pedido.',
    ...PREMIUM_ITEM_IDS.map(premiumRequiredMessage),
  )
  async item(@Param() params: PremiumItemParams, @Req() request: FastifyRequest): Promise<void> {
    await this.access.require(params.item, request);
  }
}
