import { BaseServiceConfig } from '@universo/service-kit';
import { Type } from 'class-transformer';
import { IsInt, IsUrl, Max, Min, ValidateIf } from 'class-validator';

/** svc-content's settings beyond the shared ones. */
/** Drawings each child may keep unless DRAWINGS_PER_CHILD says otherwise (also the OpenAPI document's sample). */
export const DEFAULT_DRAWINGS_PER_CHILD = 200;

export class ContentConfig extends BaseServiceConfig {
  // ---- Parents and community (src/publicWrites, src/newsletter) ----

  /** The site's public address, for the links in e-mails (newsletter). Required in production. */
  @ValidateIf((c: ContentConfig) => c.NODE_ENV === 'production' || c.PUBLIC_URL !== undefined)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL debe ser la URL pública del sitio (obligatoria en producción)' },
  )
  PUBLIC_URL?: string;

  /**
   * svc-chat: deleting a child erases that child's conversations there first (a signed family
   * grant, as svc-auth's erasure uses). Required in production; unset (the service alone, its
   * tests) there is no chat to erase.
   */
  @ValidateIf((c: ContentConfig) => c.NODE_ENV === 'production' || c.CHAT_URL !== undefined)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'CHAT_URL debe ser la URL http(s) de svc-chat (obligatoria en producción)' },
  )
  CHAT_URL?: string;

  /** The window of the public write limits below (community, contact, newsletter), per client and route. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  PUBLIC_WRITE_WINDOW_SECONDS = 600;

  /** Community posts a client may send in a window. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  COMMUNITY_POST_LIMIT = 10;

  /** Gallery photos a client may upload in a window (each is decoded and re-encoded: costlier than a post). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  COMMUNITY_IMAGE_LIMIT = 20;

  /** Contact messages a client may send in a window. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  CONTACT_MESSAGE_LIMIT = 5;

  /** Newsletter subscriptions a client may ask for in a window. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  NEWSLETTER_SUBSCRIBE_LIMIT = 5;

  /** Newsletter confirm/unsubscribe link uses a client may make in a window. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  NEWSLETTER_LINK_LIMIT = 30;

  // ---- AXXON learning progress and demo (src/learning, src/axxon-demo) ----

  /** Child profile writes a client may make per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AXXON_PROFILE_LIMIT_PER_MINUTE = 10;

  /** Progress events a family may record per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AXXON_PROGRESS_LIMIT_PER_MINUTE = 30;

  /** Progress events a family may record per day. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AXXON_PROGRESS_LIMIT_PER_DAY = 500;

  /** AXXON demo analyses a client may ask for per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AXXON_DEMO_LIMIT_PER_MINUTE = 20;

  // ---- Advanced drawing zone (src/drawings) ----

  /** Drawings each child may keep in the private gallery; the next upload is refused (409). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  DRAWINGS_PER_CHILD = DEFAULT_DRAWINGS_PER_CHILD;

  /** Drawing uploads and deletions a family may make per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  DRAWINGS_WRITE_LIMIT_PER_MINUTE = 20;

  // ---- Book generator (src/generator) ----

  /** Books a client (a family, or an address for visitors) may generate per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  BOOK_GENERATOR_LIMIT_PER_MINUTE = 10;

  /** Books a client may generate per hour. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  BOOK_GENERATOR_LIMIT_PER_HOUR = 60;

  // ---- "Escuchar": texts that change, read aloud (src/speech; espeak-ng and opus-tools) ----

  /** Texts a client (a family, or an address for visitors) may have read aloud per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SPEECH_LIMIT_PER_MINUTE = 30;

  /** Texts synthesised at once by each replica; four times as many may wait, more get 503. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(16)
  SPEECH_CONCURRENCY = 2;

  /** Memory each replica keeps for recent recordings, in MiB (a sentence is about 10 KB). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1024)
  SPEECH_CACHE_MB = 16;
}

/** Where the site lives as families see it (the gateway). */
export function publicSiteUrl(config: Pick<ContentConfig, 'PUBLIC_URL'>): string {
  return (config.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
}
