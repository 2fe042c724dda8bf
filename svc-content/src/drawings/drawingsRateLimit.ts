import { ownThrottler } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The gallery's writes (uploads and deletions) have their own throttler, as the other AXXON writes have. */
const drawings = ownThrottler<ContentConfig>({
  name: 'Drawings',
  throttlers: (config) => [{ name: 'drawingsPerMinute', ttl: 60_000, limit: config.DRAWINGS_WRITE_LIMIT_PER_MINUTE }],
});

export const DrawingsRateLimitModule = drawings.RateLimitModule;
/** Rate-limits a gallery write (per family, per route) to DRAWINGS_WRITE_LIMIT_PER_MINUTE. */
export const DrawingWrite = () => drawings.route();
