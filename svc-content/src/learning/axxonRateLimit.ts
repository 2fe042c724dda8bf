import { applyDecorators, type ExecutionContext, Inject, Injectable, Module, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { familyOrAddressTracker, SERVICE_CONFIG, SessionReader, SpanishThrottlerGuard } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The AXXON writes, each with its own configurable limit. */
export const AXXON_WRITE_KINDS = ['profile', 'progress', 'demo'] as const;
export type AxxonWriteKind = (typeof AXXON_WRITE_KINDS)[number];

type LimitSettings = Pick<ContentConfig, 'AXXON_PROFILE_LIMIT_PER_MINUTE' | 'AXXON_PROGRESS_LIMIT_PER_MINUTE' | 'AXXON_DEMO_LIMIT_PER_MINUTE'>;

/** Requests a client may make to one route of this kind per minute. Pure. */
export function axxonLimitPerMinute(config: LimitSettings, kind: AxxonWriteKind): number {
  switch (kind) {
    case 'profile':
      return config.AXXON_PROFILE_LIMIT_PER_MINUTE;
    case 'progress':
      return config.AXXON_PROGRESS_LIMIT_PER_MINUTE;
    case 'demo':
      return config.AXXON_DEMO_LIMIT_PER_MINUTE;
  }
}

const KIND = 'universo:axxonWriteKind';
const OPTIONS = Symbol('AXXON_THROTTLER_OPTIONS');
const STORAGE = Symbol('AXXON_THROTTLER_STORAGE');

/**
 * The throttler of the AXXON writes, with its own options and storage (not the global
 * ThrottlerModule, which other slices of svc-content may configure as they need). Counters live
 * in each replica's memory, as SpanishThrottlerGuard says; the gateway limits in front of them.
 */
@Injectable()
export class AxxonThrottlerGuard extends SpanishThrottlerGuard {
  constructor(@Inject(OPTIONS) options: ThrottlerModuleOptions, @Inject(STORAGE) storage: ThrottlerStorage, reflector: Reflector) {
    super(options, storage, reflector);
  }
}

/** Rate-limits an AXXON write route (per client, per route) with the limits of its kind. */
export const AxxonWrite = (kind: AxxonWriteKind) => applyDecorators(SetMetadata(KIND, kind), UseGuards(AxxonThrottlerGuard));

function kindOf(reflector: Reflector, context: ExecutionContext): AxxonWriteKind {
  const kind = reflector.get<AxxonWriteKind | undefined>(KIND, context.getHandler());
  if (!kind) throw new Error(`${context.getClass().name}.${context.getHandler().name}: falta @AxxonWrite(kind)`);
  return kind;
}

@Module({
  providers: [
    {
      provide: OPTIONS,
      inject: [SERVICE_CONFIG, SessionReader, Reflector],
      useFactory: (config: ContentConfig, sessions: SessionReader, reflector: Reflector): ThrottlerModuleOptions => ({
        // A logged-in family counts on its own, so a school or home network does not share one budget.
        getTracker: familyOrAddressTracker(sessions),
        throttlers: [
          { name: 'axxonPerMinute', ttl: 60_000, limit: (context) => axxonLimitPerMinute(config, kindOf(reflector, context)) },
          {
            // A day's cap on progress events, so that no client can fill the table.
            name: 'axxonProgressPerDay',
            ttl: 86_400_000,
            limit: config.AXXON_PROGRESS_LIMIT_PER_DAY,
            skipIf: (context) => kindOf(reflector, context) !== 'progress',
          },
        ],
      }),
    },
    { provide: STORAGE, useClass: ThrottlerStorageService },
  ],
  exports: [OPTIONS, STORAGE],
})
export class AxxonRateLimitModule {}
