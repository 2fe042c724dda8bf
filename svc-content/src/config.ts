import { BaseServiceConfig, HttpUrlSetting, IntegerSetting } from '@universo/service-kit';
import { ValidateIf } from 'class-validator';

/** svc-content's settings beyond the shared ones. */
/** Drawings each child may keep unless DRAWINGS_PER_CHILD says otherwise (also the OpenAPI document's sample). */
export const DEFAULT_DRAWINGS_PER_CHILD = 200;

export class ContentConfig extends BaseServiceConfig {
  // ---- Parents and community (src/publicWrites, src/newsletter) ----

  /** The site's public address, for the links in e-mails (newsletter). Required in production. */
  @ValidateIf((c: ContentConfig) => c.NODE_ENV === 'production' || c.PUBLIC_URL !== undefined)
  @HttpUrlSetting('PUBLIC_URL debe ser la URL pública del sitio (obligatoria en producción)')
  PUBLIC_URL?: string;

  /**
   * svc-chat: deleting a child erases that child's conversations there first (a signed family
   * grant, as svc-auth's erasure uses). Required in production; unset (the service alone, its
   * tests) there is no chat to erase.
   */
  @ValidateIf((c: ContentConfig) => c.NODE_ENV === 'production' || c.CHAT_URL !== undefined)
  @HttpUrlSetting('CHAT_URL debe ser la URL http(s) de svc-chat (obligatoria en producción)')
  CHAT_URL?: string;

  /** The window of the public write limits below (community, contact, newsletter), per client and route. */
  @IntegerSetting({ min: 1, max: 86_400 })
  PUBLIC_WRITE_WINDOW_SECONDS = 600;

  /** Community posts a client may send in a window. */
  @IntegerSetting({ min: 1 })
  COMMUNITY_POST_LIMIT = 10;

  /** Gallery photos a client may upload in a window (each is decoded and re-encoded: costlier than a post). */
  @IntegerSetting({ min: 1 })
  COMMUNITY_IMAGE_LIMIT = 20;

  /** Contact messages a client may send in a window. */
  @IntegerSetting({ min: 1 })
  CONTACT_MESSAGE_LIMIT = 5;

  /** Newsletter subscriptions a client may ask for in a window. */
  @IntegerSetting({ min: 1 })
  NEWSLETTER_SUBSCRIBE_LIMIT = 5;

  /** Newsletter confirm/unsubscribe link uses a client may make in a window. */
  @IntegerSetting({ min: 1 })
  NEWSLETTER_LINK_LIMIT = 30;

  // ---- AXXON learning progress and demo (src/learning, src/axxon-demo) ----

  /** Child profile writes a client may make per minute. */
  @IntegerSetting({ min: 1 })
  AXXON_PROFILE_LIMIT_PER_MINUTE = 10;

  /** Progress events a family may record per minute. */
  @IntegerSetting({ min: 1 })
  AXXON_PROGRESS_LIMIT_PER_MINUTE = 30;

  /** Progress events a family may record per day. */
  @IntegerSetting({ min: 1 })
  AXXON_PROGRESS_LIMIT_PER_DAY = 500;

  /** AXXON demo analyses a client may ask for per minute. */
  @IntegerSetting({ min: 1 })
  AXXON_DEMO_LIMIT_PER_MINUTE = 20;

  // ---- Advanced drawing zone (src/drawings) ----

  /** Drawings each child may keep in the private gallery; the next upload is refused (409). */
  @IntegerSetting({ min: 1, max: 10_000 })
  DRAWINGS_PER_CHILD = DEFAULT_DRAWINGS_PER_CHILD;

  /** Drawing uploads and deletions a family may make per minute. */
  @IntegerSetting({ min: 1 })
  DRAWINGS_WRITE_LIMIT_PER_MINUTE = 20;

  // ---- Book generator (src/generator) ----

  /** Books a client (a family, or an address for visitors) may generate per minute. */
  @IntegerSetting({ min: 1 })
  BOOK_GENERATOR_LIMIT_PER_MINUTE = 10;

  /** Books a client may generate per hour. */
  @IntegerSetting({ min: 1 })
  BOOK_GENERATOR_LIMIT_PER_HOUR = 60;

  // ---- "Escuchar": texts that change, read aloud (src/speech; espeak-ng and opus-tools) ----

  /** Texts a client (a family, or an address for visitors) may have read aloud per minute. */
  @IntegerSetting({ min: 1 })
  SPEECH_LIMIT_PER_MINUTE = 30;

  /** Texts synthesised at once by each replica; four times as many may wait, more get 503. */
  @IntegerSetting({ min: 1, max: 16 })
  SPEECH_CONCURRENCY = 2;

  /** Memory each replica keeps for recent recordings, in MiB (a sentence is about 10 KB). */
  @IntegerSetting({ min: 0, max: 1024 })
  SPEECH_CACHE_MB = 16;
}

/** Where the site lives as families see it (the gateway). */
export function publicSiteUrl(config: Pick<ContentConfig, 'PUBLIC_URL'>): string {
  return (config.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
}
