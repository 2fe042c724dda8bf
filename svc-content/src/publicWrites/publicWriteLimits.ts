import { ownThrottler } from '@universo/service-kit';
import type { ContentConfig } from '../config';

/** The public writes of svc-content, each with its own configurable limit. */
export const PUBLIC_WRITE_KINDS = ['communityPost', 'communityImage', 'contactMessage', 'newsletterSubscribe', 'newsletterLink'] as const;
export type PublicWriteKind = (typeof PUBLIC_WRITE_KINDS)[number];

type LimitSettings = Pick<
  ContentConfig,
  'COMMUNITY_POST_LIMIT' | 'COMMUNITY_IMAGE_LIMIT' | 'CONTACT_MESSAGE_LIMIT' | 'NEWSLETTER_SUBSCRIBE_LIMIT' | 'NEWSLETTER_LINK_LIMIT'
>;

/** Requests a client may make to one route of this kind in each window. Pure. */
export function publicWriteLimit(config: LimitSettings, kind: PublicWriteKind): number {
  switch (kind) {
    case 'communityPost':
      return config.COMMUNITY_POST_LIMIT;
    case 'communityImage':
      return config.COMMUNITY_IMAGE_LIMIT;
    case 'contactMessage':
      return config.CONTACT_MESSAGE_LIMIT;
    case 'newsletterSubscribe':
      return config.NEWSLETTER_SUBSCRIBE_LIMIT;
    case 'newsletterLink':
      return config.NEWSLETTER_LINK_LIMIT;
  }
}

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
