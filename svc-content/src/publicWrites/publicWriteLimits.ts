import { applyDecorators, type ExecutionContext, Inject, Injectable, Module, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { familyOrAddressTracker, SERVICE_CONFIG, SessionReader, SpanishThrottlerGuard } from '@universo/service-kit';
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

const KIND = 'universo:publicWriteKind';
const OPTIONS = Symbol('PUBLIC_WRITE_THROTTLER_OPTIONS');
const STORAGE = Symbol('PUBLIC_WRITE_THROTTLER_STORAGE');

/**
 * The throttler of the public writes, with its own options and storage instead of the global
 * ThrottlerModule: the other slices of svc-content may configure that one as they need without
 * changing these limits. Counters live in each replica's memory, as SpanishThrottlerGuard says.
 */
@Injectable()
export class PublicWriteThrottlerGuard extends SpanishThrottlerGuard {
  constructor(@Inject(OPTIONS) options: ThrottlerModuleOptions, @Inject(STORAGE) storage: ThrottlerStorage, reflector: Reflector) {
    super(options, storage, reflector);
  }
}

/** Rate-limits a public write route (per client, per route) with the limit of its kind. */
export const PublicWrite = (kind: PublicWriteKind) => applyDecorators(SetMetadata(KIND, kind), UseGuards(PublicWriteThrottlerGuard));

function kindOf(reflector: Reflector, context: ExecutionContext): PublicWriteKind {
  const kind = reflector.get<PublicWriteKind | undefined>(KIND, context.getHandler());
  if (!kind) throw new Error(`${context.getClass().name}.${context.getHandler().name}: falta @PublicWrite(kind)`);
  return kind;
}

@Module({
  providers: [
    {
      provide: OPTIONS,
      inject: [SERVICE_CONFIG, SessionReader, Reflector],
      useFactory: (config: ContentConfig, sessions: SessionReader, reflector: Reflector): ThrottlerModuleOptions => ({
        throttlers: [
          {
            // 'default': the answers carry the standard Retry-After and X-RateLimit-* headers.
            name: 'default',
            ttl: config.PUBLIC_WRITE_WINDOW_SECONDS * 1000,
            limit: (context) => publicWriteLimit(config, kindOf(reflector, context)),
            // A logged-in family counts on its own, so a school or home network does not share one budget.
            getTracker: familyOrAddressTracker(sessions),
          },
        ],
      }),
    },
    { provide: STORAGE, useClass: ThrottlerStorageService },
  ],
  exports: [OPTIONS, STORAGE],
})
export class PublicWritesModule {}
