import { Inject, Injectable, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { familyOrAddressTracker, SERVICE_CONFIG, SessionReader, SpanishThrottlerGuard } from '@universo/service-kit';
import type { ContentConfig } from '../config';

const OPTIONS = Symbol('BOOK_GENERATOR_THROTTLER_OPTIONS');
const STORAGE = Symbol('BOOK_GENERATOR_THROTTLER_STORAGE');

/** The limits of the generator: per minute and per hour, configurable (src/config.ts). */
export function bookGeneratorThrottlers(config: Pick<ContentConfig, 'BOOK_GENERATOR_LIMIT_PER_MINUTE' | 'BOOK_GENERATOR_LIMIT_PER_HOUR'>) {
  return [
    { name: 'bookGeneratorPerMinute', ttl: 60_000, limit: config.BOOK_GENERATOR_LIMIT_PER_MINUTE },
    { name: 'bookGeneratorPerHour', ttl: 3_600_000, limit: config.BOOK_GENERATOR_LIMIT_PER_HOUR },
  ];
}

/**
 * The generator's own throttler (options and storage of its own, so other slices of svc-content
 * keep theirs). Counters live in each replica's memory; the gateway limits in front of them.
 */
@Injectable()
export class BookGeneratorThrottlerGuard extends SpanishThrottlerGuard {
  constructor(@Inject(OPTIONS) options: ThrottlerModuleOptions, @Inject(STORAGE) storage: ThrottlerStorage, reflector: Reflector) {
    super(options, storage, reflector);
  }
}

@Module({
  providers: [
    {
      provide: OPTIONS,
      inject: [SERVICE_CONFIG, SessionReader],
      useFactory: (config: ContentConfig, sessions: SessionReader): ThrottlerModuleOptions => ({
        // A logged-in family counts on its own, so a school network does not share one budget.
        getTracker: familyOrAddressTracker(sessions),
        throttlers: bookGeneratorThrottlers(config),
      }),
    },
    { provide: STORAGE, useClass: ThrottlerStorageService },
    BookGeneratorThrottlerGuard,
  ],
  exports: [OPTIONS, STORAGE, BookGeneratorThrottlerGuard],
})
export class BookGeneratorRateLimitModule {}
