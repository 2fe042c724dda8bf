import { limitsBySetting, ownThrottler } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The AXXON writes, each with the setting of its own limit per minute. */
const LIMITS = limitsBySetting({
  profile: 'AXXON_PROFILE_LIMIT_PER_MINUTE',
  progress: 'AXXON_PROGRESS_LIMIT_PER_MINUTE',
  demo: 'AXXON_DEMO_LIMIT_PER_MINUTE',
});

export const AXXON_WRITE_KINDS = LIMITS.kinds;
export type AxxonWriteKind = (typeof AXXON_WRITE_KINDS)[number];
/** Requests a client may make to one route of this kind per minute. Pure. */
export const axxonLimitPerMinute = LIMITS.limit;

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
