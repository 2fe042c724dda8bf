import { Body, Controller, Get, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { CreateSubscriptionResponse, SubscriptionStatusResponse } from '../apiShapes';
import { CurrentSession, ErrorAnswer, PrivateAnswer, readSessionCookie, type SessionClaims, SessionGuard, SpanishThrottlerGuard } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { CreateSubscriptionDto } from './dto/createSubscription.dto';
import { SubscriptionsService } from './subscriptions.service';
import { alreadySubscribedMessage } from './domain/billingMessages';

/** The spec's two subscription calls (section 7), kept at their paths and shapes. */
@Controller('api')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscription-status')
  @UseGuards(SessionGuard)
  @PrivateAnswer()
  status(@CurrentSession() session: SessionClaims): Promise<SubscriptionStatusResponse> {
    return this.subscriptions.status(session.sub);
  }

  @Post('create-subscription')
  @HttpCode(201)
  @UseGuards(SpanishThrottlerGuard, SessionGuard)
  @Header('cache-control', 'no-store')
  @ErrorAnswer(
    409,
    'La familia ya tiene una suscripción pendiente, pausada o activa.',
    alreadySubscribedMessage('pending'),
    alreadySubscribedMessage('paused'),
    alreadySubscribedMessage('authorized'),
  )
  create(@Body() _body: CreateSubscriptionDto, @CurrentSession() session: SessionClaims, @Req() request: FastifyRequest): Promise<CreateSubscriptionResponse> {
    return this.subscriptions.create(session.sub, readSessionCookie(request));
  }
}
