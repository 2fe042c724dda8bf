import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import { ServiceMetrics, SpanishThrottlerGuard } from '@universo/service-kit';
import type { FastifyReply } from 'fastify';

/**
 * The Spanish 429 for chat writes. The throttler names its header after the limit that was hit
 * (`Retry-After-session`); clients only read `Retry-After`, so every limit sets that one too.
 */
@Injectable()
export class ChatThrottlerGuard extends SpanishThrottlerGuard {
  // A property, not a constructor parameter: the throttler's constructor takes its own.
  @Inject(ServiceMetrics) private readonly metrics!: ServiceMetrics;

  protected override async throwThrottlingException(context?: ExecutionContext, detail?: ThrottlerLimitDetail): Promise<void> {
    this.metrics.chatMessage('rate_limited');
    if (context && detail) {
      void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(detail.timeToBlockExpire));
    }
    return super.throwThrottlingException();
  }
}
