import { plainToInstance } from 'class-transformer';
import { METRICS_PORT_OFFSET } from './metrics/metricsPortOffset';
import { HttpUrlSetting, IntegerSetting } from './settings';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

/** Environment every service needs. Services extend it with their own settings. */
export class BaseServiceConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(1)
  @Max(65535)
  PORT!: number;

  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  /**
   * The internal port of `/metrics` (Prometheus), which the gateway never routes. Unset: PORT +
   * METRICS_PORT_OFFSET (svc-auth 3001 -> 9001). 0 picks a free port (tests).
   */
  @IntegerSetting({
    min: 0,
    max: 65535,
    notInteger: 'METRICS_PORT debe ser un número de puerto',
    tooLarge: 'METRICS_PORT debe ser un número de puerto',
    optional: true,
  })
  METRICS_PORT?: number;

  @Matches(/^postgres(ql)?:\/\/.+\/[A-Za-z0-9_]+(\?.*)?$/, { message: 'DATABASE_URL debe ser una URL postgres:// con el nombre de la base de datos' })
  DATABASE_URL!: string;

  /**
   * The database owner's URL, for migrations only (DDL); DATABASE_URL is then a role with DML only
   * (see databaseRoles.ts). Unset: DATABASE_URL runs the migrations too (tests, a single-role setup).
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+\/[A-Za-z0-9_]+(\?.*)?$/, { message: 'MIGRATION_DATABASE_URL debe ser una URL postgres:// con el nombre de la base de datos' })
  MIGRATION_DATABASE_URL?: string;

  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET debe tener al menos 32 caracteres' })
  SESSION_SECRET!: string;

  @IsOptional()
  @IsIn(['true', 'false'])
  COOKIE_SECURE?: 'true' | 'false';

  /**
   * How long a replica trusts svc-auth's "this session is active" (seconds): a logout takes effect
   * in every service within this time. 0 asks svc-auth on every request. See SessionReader.
   */
  @IntegerSetting({
    min: 0,
    max: 300,
    notInteger: 'SESSION_CHECK_CACHE_SECONDS debe ser un número entero de segundos',
    tooLarge: 'SESSION_CHECK_CACHE_SECONDS puede ser como máximo 300',
    optional: true,
  })
  SESSION_CHECK_CACHE_SECONDS?: number;

  /**
   * How long a replica trusts svc-auth's answer about an admin (role, session, second factor):
   * a demotion or a logout everywhere stops admin actions within this time. 0 asks every time.
   */
  @IntegerSetting({
    min: 0,
    max: 10,
    notInteger: 'ADMIN_CHECK_CACHE_SECONDS debe ser un número entero de segundos',
    tooLarge: 'ADMIN_CHECK_CACHE_SECONDS puede ser como máximo 10',
    optional: true,
  })
  ADMIN_CHECK_CACHE_SECONDS?: number;

  /** svc-billing, the source of truth for premium access (called directly, not through the gateway). */
  @HttpUrlSetting('BILLING_URL debe ser una URL http(s)')
  BILLING_URL = 'http://127.0.0.1:3004';

  /** How long one replica remembers a family's tier (premium or not); 0 asks billing every time. */
  @IntegerSetting({
    min: 0,
    max: 300,
    notInteger: 'ENTITLEMENT_CACHE_SECONDS debe ser un número entero de segundos',
    tooLarge: 'ENTITLEMENT_CACHE_SECONDS puede ser como máximo 300',
  })
  ENTITLEMENT_CACHE_SECONDS = 30;

  /** How long a service waits for billing's answer before failing closed (503). */
  @IntegerSetting({ min: 50, max: 10_000 })
  ENTITLEMENT_TIMEOUT_MS = 1000;

  /**
   * The SMTP relay every mail goes through (`smtp://user:pass@host:587`, `smtps://…`). Outside
   * production it defaults to the catcher `npm start` runs (DEFAULT_SMTP_URL); in production a
   * service that sends mail refuses to start without it (see smtpUrl).
   */
  @ValidateIf((c: BaseServiceConfig) => c.SMTP_URL !== undefined)
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL debe ser una URL smtp:// o smtps://' })
  SMTP_URL?: string;

  /** The sender of every mail: `Nombre <correo@dominio>` or a bare address. */
  @Matches(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'MAIL_FROM debe ser un remitente como "Universo de Francesca <hola@dominio.co>"',
  })
  MAIL_FROM = 'Universo de Francesca <no-responder@universo.local>';

  /** How often each replica looks for mail to send (ms); 0 turns sending off. */
  @IntegerSetting({ min: 0, max: 60_000 })
  MAIL_POLL_INTERVAL_MS = 1000;

  /** How often the retention sweeps run (seconds; 0 turns them off). Rules: retention/retentionRules.ts. */
  @IntegerSetting({ min: 0, notInteger: 'RETENTION_INTERVAL_SECONDS debe ser un número entero de segundos' })
  RETENTION_INTERVAL_SECONDS = 3600;
}

/** The port of `/metrics`: METRICS_PORT, else PORT + METRICS_PORT_OFFSET. */
export function metricsPort(config: Pick<BaseServiceConfig, 'PORT' | 'METRICS_PORT'>): number {
  return config.METRICS_PORT ?? config.PORT + METRICS_PORT_OFFSET;
}

export { METRICS_PORT_OFFSET };

export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

/** SMTP_URL, or outside production the development catcher's address. */
export function smtpUrl(config: Pick<BaseServiceConfig, 'SMTP_URL' | 'NODE_ENV'>): string {
  if (config.SMTP_URL) return config.SMTP_URL;
  if (config.NODE_ENV === 'production')
    throw new Error('Configuración no válida:\n- Falta SMTP_URL: en producción indica el servidor de correo (smtp://usuario:clave@servidor:587)');
  return DEFAULT_SMTP_URL;
}

const PLACEHOLDER_SECRETS = /^(changeme|secret|password|change-me|replace-me|x+|0+)/i;

/**
 * Reads and validates the environment. Throws one readable error listing every problem, so a
 * misconfigured service refuses to start instead of failing later on a request.
 */
export function loadConfig<T extends BaseServiceConfig>(
  schema: new () => T,
  env: NodeJS.ProcessEnv = process.env,
  defaults: Partial<Record<keyof T, unknown>> = {},
): T {
  const raw: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') raw[key] = value;
  if (typeof raw.PORT === 'string') raw.PORT = Number(raw.PORT);
  const config = plainToInstance(schema, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  if (config.METRICS_PORT === undefined && Number.isInteger(config.PORT) && config.PORT + METRICS_PORT_OFFSET > 65535) {
    problems.push(`PORT ${config.PORT} deja el puerto de métricas (PORT + ${METRICS_PORT_OFFSET}) fuera de rango: indica METRICS_PORT`);
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT) {
    problems.push('METRICS_PORT debe ser distinto de PORT: las métricas van por un puerto interno');
  }
  if (config.NODE_ENV === 'production' && PLACEHOLDER_SECRETS.test(config.SESSION_SECRET ?? '')) {
    problems.push('SESSION_SECRET parece un valor de ejemplo: usa un secreto aleatorio en producción');
  }
  if (problems.length > 0) {
    throw new Error(`Configuración no válida:\n- ${problems.join('\n- ')}`);
  }
  return config;
}

/** Cookies are Secure everywhere but on plain-HTTP localhost development. */
export function cookieSecure(config: BaseServiceConfig): boolean {
  if (config.COOKIE_SECURE) return config.COOKIE_SECURE === 'true';
  return config.NODE_ENV === 'production';
}
