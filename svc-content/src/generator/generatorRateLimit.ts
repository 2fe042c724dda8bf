import { ownThrottler } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The limits of the generator: per minute and per hour, configurable (src/config.ts). */
export function bookGeneratorThrottlers(config: Pick<ContentConfig, 'BOOK_GENERATOR_LIMIT_PER_MINUTE' | 'BOOK_GENERATOR_LIMIT_PER_HOUR'>) {
  return [
    { name: 'bookGeneratorPerMinute', ttl: 60_000, limit: config.BOOK_GENERATOR_LIMIT_PER_MINUTE },
    { name: 'bookGeneratorPerHour', ttl: 3_600_000, limit: config.BOOK_GENERATOR_LIMIT_PER_HOUR },
  ];
}

/** The generator's own throttler (service-kit's ownThrottler), whatever other slices configure. */
const generator = ownThrottler<ContentConfig>({ name: 'BookGenerator', throttlers: bookGeneratorThrottlers });

export const BookGeneratorThrottlerGuard = generator.Guard;
export const BookGeneratorRateLimitModule = generator.RateLimitModule;
