import { BaseServiceConfig, HttpUrlSetting, IntegerSetting } from '@universo/service-kit';
import { IsEmail, IsOptional, IsString, MinLength, ValidateIf } from 'class-validator';

/** The login pause after too many failures unless AUTH_ACCOUNT_LOCK_MINUTES says otherwise (also the OpenAPI document's sample). */
export const DEFAULT_ACCOUNT_LOCK_MINUTES = 15;

export class AuthConfig extends BaseServiceConfig {
  /** How long a session lasts without a new login. */
  @IntegerSetting({ min: 1, max: 90 })
  SESSION_TTL_DAYS = 14;

  /** Login attempts per client address per minute, counted in PostgreSQL for every instance (the gateway limits too). */
  @IntegerSetting({ min: 1 })
  AUTH_LOGIN_LIMIT_PER_MINUTE = 10;

  /** Failed logins on one account (whatever the address they come from) answered without a wait. */
  @IntegerSetting({ min: 0 })
  AUTH_ACCOUNT_FREE_FAILURES = 3;

  /** The wait after the first failure past the free ones, doubled after each next one. */
  @IntegerSetting({ min: 1 })
  AUTH_ACCOUNT_DELAY_BASE_MS = 1000;

  /** The longest wait between two attempts on one account before the lock. */
  @IntegerSetting({ min: 1 })
  AUTH_ACCOUNT_DELAY_MAX_SECONDS = 30;

  /** Failed logins in a row that lock an account for a while (and e-mail the adult a notice). */
  @IntegerSetting({ min: 2 })
  AUTH_ACCOUNT_LOCK_AFTER_FAILURES = 10;

  @IntegerSetting({ min: 1, max: 1440 })
  AUTH_ACCOUNT_LOCK_MINUTES = DEFAULT_ACCOUNT_LOCK_MINUTES;

  /** Registrations per client per minute. */
  @IntegerSetting({ min: 1 })
  AUTH_REGISTER_LIMIT_PER_MINUTE = 5;

  /** The admin account is created from configuration only, never with a default password. */
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL debe ser un correo válido' })
  ADMIN_EMAIL?: string;

  @ValidateIf((c: AuthConfig) => c.ADMIN_EMAIL !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD es obligatoria cuando se define ADMIN_EMAIL' })
  @MinLength(12, { message: 'ADMIN_PASSWORD debe tener al menos 12 caracteres' })
  ADMIN_PASSWORD?: string;

  /** svc-content and svc-chat, called directly for a family's export and erasure (like BILLING_URL). */
  @HttpUrlSetting('CONTENT_URL debe ser una URL http(s)')
  CONTENT_URL = 'http://127.0.0.1:3002';

  @HttpUrlSetting('CHAT_URL debe ser una URL http(s)')
  CHAT_URL = 'http://127.0.0.1:3003';

  /** The site's address as families see it: the links in the account mails (required in production). */
  @ValidateIf((c: AuthConfig) => c.NODE_ENV === 'production' || c.PUBLIC_URL !== undefined)
  @HttpUrlSetting('PUBLIC_URL debe ser la URL pública del sitio (obligatoria en producción)')
  PUBLIC_URL?: string;
}

export function publicSiteUrl(config: Pick<AuthConfig, 'PUBLIC_URL'>): string {
  return (config.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
}
