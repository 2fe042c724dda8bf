import { limitsBySetting, ownThrottler } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The public writes of svc-content, each with the setting of its own limit per window. */
const LIMITS = limitsBySetting({
  communityPost: 'COMMUNITY_POST_LIMIT',
  communityImage: 'COMMUNITY_IMAGE_LIMIT',
  contactMessage: 'CONTACT_MESSAGE_LIMIT',
  newsletterSubscribe: 'NEWSLETTER_SUBSCRIBE_LIMIT',
  newsletterLink: 'NEWSLETTER_LINK_LIMIT',
});

export const PUBLIC_WRITE_KINDS = LIMITS.kinds;
export type PublicWriteKind = (typeof PUBLIC_WRITE_KINDS)[number];
/** Requests a client may make to one route of this kind in each window. Pure. */
export const publicWriteLimit = LIMITS.limit;

/** The public writes' own throttler (service-kit's ownThrottler), whatever other slices configure. */
const publicWrites = ownThrottler<ContentConfig, PublicWriteKind>({
  name: 'PublicWrite',
  throttlers: (config, kindOf) => [
    {
      // 'default': the answers carry the standard Retry-After and X-RateLimit-* headers.
      name: 'default',
      ttl: config.PUBLIC_WRITE_WINDOW_SECONDS * 1000,
      limit: (context) => publicWriteLimit(config, kindOf(context)),
    },
  ],
});

export const PublicWritesModule = publicWrites.RateLimitModule;
/** Rate-limits a public write route (per client, per route) with the limit of its kind. */
export const PublicWrite = (kind: PublicWriteKind) => publicWrites.route(kind);
