import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

export const TOO_MANY_REQUESTS_MESSAGE = 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.';

/**
 * The throttler with our JSON 429 message. Counters live in each replica's memory; the gateway
 * applies its own per-client limits in front of every replica.
 */
@Injectable()
export class SpanishThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
