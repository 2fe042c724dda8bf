import { ownThrottler } from '@universo/service-kit';
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

/** The AXXON writes' own throttler (service-kit's ownThrottler), whatever other slices configure. */
const axxon = ownThrottler<ContentConfig, AxxonWriteKind>({
  name: 'Axxon',
  throttlers: (config, kindOf) => [
    { name: 'axxonPerMinute', ttl: 60_000, limit: (context) => axxonLimitPerMinute(config, kindOf(context)) },
    {
      // A day's cap on progress events, so that no client can fill the table.
      name: 'axxonProgressPerDay',
      ttl: 86_400_000,
      limit: config.AXXON_PROGRESS_LIMIT_PER_DAY,
      skipIf: (context) => kindOf(context) !== 'progress',
    },
  ],
});

export const AxxonRateLimitModule = axxon.RateLimitModule;
/** Rate-limits an AXXON write route (per client, per route) with the limits of its kind. */
export const AxxonWrite = (kind: AxxonWriteKind) => axxon.route(kind);
