import { Inject, Injectable, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { familyOrAddressTracker, SERVICE_CONFIG, SessionReader, SpanishThrottlerGuard } from '@universo/service-kit';
import type { ContentConfig } from '../config';

const OPTIONS = Symbol('SPEECH_THROTTLER_OPTIONS');
const STORAGE = Symbol('SPEECH_THROTTLER_STORAGE');

/**
 * The read-aloud's own throttler (SPEECH_LIMIT_PER_MINUTE per family, or per address for
 * visitors): a child presses "Escuchar" a few times a minute; synthesising is the costly part.
 */
@Injectable()
export class SpeechThrottlerGuard extends SpanishThrottlerGuard {
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
        getTracker: familyOrAddressTracker(sessions),
        throttlers: [{ name: 'speechPerMinute', ttl: 60_000, limit: config.SPEECH_LIMIT_PER_MINUTE }],
      }),
    },
    { provide: STORAGE, useClass: ThrottlerStorageService },
    SpeechThrottlerGuard,
  ],
  exports: [OPTIONS, STORAGE, SpeechThrottlerGuard],
})
export class SpeechRateLimitModule {}
