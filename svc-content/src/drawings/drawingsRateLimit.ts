import { applyDecorators, Inject, Injectable, Module, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { familyOrAddressTracker, SERVICE_CONFIG, SessionReader, SpanishThrottlerGuard } from '@universo/service-kit';
import type { ContentConfig } from '../config';

const OPTIONS = Symbol('DRAWINGS_THROTTLER_OPTIONS');
const STORAGE = Symbol('DRAWINGS_THROTTLER_STORAGE');

/**
 * The throttler of the gallery's writes (uploads and deletions), with its own options and
 * storage, as the other AXXON writes have. Counters live in each replica's memory; the gateway
 * limits in front of them.
 */
@Injectable()
export class DrawingsThrottlerGuard extends SpanishThrottlerGuard {
  constructor(@Inject(OPTIONS) options: ThrottlerModuleOptions, @Inject(STORAGE) storage: ThrottlerStorage, reflector: Reflector) {
    super(options, storage, reflector);
  }
}

/** Rate-limits a gallery write (per family, per route) to DRAWINGS_WRITE_LIMIT_PER_MINUTE. */
export const DrawingWrite = () => applyDecorators(UseGuards(DrawingsThrottlerGuard));

@Module({
  providers: [
    {
      provide: OPTIONS,
      inject: [SERVICE_CONFIG, SessionReader],
      useFactory: (config: ContentConfig, sessions: SessionReader): ThrottlerModuleOptions => ({
        getTracker: familyOrAddressTracker(sessions),
        throttlers: [{ name: 'drawingsPerMinute', ttl: 60_000, limit: config.DRAWINGS_WRITE_LIMIT_PER_MINUTE }],
      }),
    },
    { provide: STORAGE, useClass: ThrottlerStorageService },
  ],
  exports: [OPTIONS, STORAGE],
})
export class DrawingsRateLimitModule {}
