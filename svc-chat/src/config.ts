import { BaseServiceConfig, HttpUrlSetting, IntegerSetting } from '@universo/service-kit';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';

/** Message of the refusal when the load-test switch reaches production. */
export const RATE_LIMIT_OFF_IN_PRODUCTION = 'CHAT_RATE_LIMIT_OFF=true solo sirve para medir la carga (npm run bench): no se acepta en producción';

/** `true` only outside production: families' limits are never lifted where families are. */
function OffOutsideProduction(): PropertyDecorator {
  return ValidateBy({
    name: 'offOutsideProduction',
    validator: {
      validate: (value: unknown, args) => value !== 'true' || (args?.object as ChatConfig).NODE_ENV !== 'production',
      defaultMessage: () => RATE_LIMIT_OFF_IN_PRODUCTION,
    },
  });
}

export class ChatConfig extends BaseServiceConfig {
  /** Messages a client (a logged-in user, or a visitor's IP address) may send per window. */
  @IntegerSetting({ min: 1, max: 10_000 })
  CHAT_RATE_LIMIT = 20;

  /** Messages one conversation (sessionId) may receive per window, whoever sends them. */
  @IntegerSetting({ min: 1, max: 10_000 })
  CHAT_SESSION_RATE_LIMIT = 10;

  @IntegerSetting({ min: 1, max: 86_400 })
  CHAT_RATE_WINDOW_SECONDS = 60;

  /**
   * `true` lifts both chat limits (per client and per conversation): for the load benchmark only,
   * whose 32 connections all come from one address. The service refuses to start with it in
   * production.
   */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'CHAT_RATE_LIMIT_OFF debe ser true o false' })
  @OffOutsideProduction()
  CHAT_RATE_LIMIT_OFF?: 'true' | 'false';

  /**
   * svc-content, which knows the child who is playing and whether the adult turned chat on for
   * them (asked before every message of a family). Required in production; without it (the
   * service alone, in its own tests) a family's messages belong to no child and nobody is asked.
   */
  @ValidateIf((config: ChatConfig) => config.NODE_ENV === 'production' || config.CONTENT_URL !== undefined)
  @HttpUrlSetting('CONTENT_URL debe ser la URL http(s) de svc-content (obligatoria en producción)')
  CONTENT_URL?: string;

  /** How long svc-chat waits for svc-content's answer about the playing child before answering 503. */
  @IntegerSetting({ min: 50, max: 10_000 })
  CONTENT_TIMEOUT_MS = 2000;

  /**
   * Optional: an OpenAI-compatible API (base URL, e.g. http://127.0.0.1:8000/v1) that writes the
   * characters' replies. Unset (the default), the built-in engine answers alone.
   */
  @IsOptional()
  @HttpUrlSetting('CHAT_LLM_URL debe ser una URL http(s)')
  CHAT_LLM_URL?: string;

  @IsString()
  @MaxLength(200)
  CHAT_LLM_MODEL = 'gpt-4o-mini';

  @IsOptional()
  @IsString()
  @MaxLength(500)
  CHAT_LLM_API_KEY?: string;

  @IntegerSetting({ min: 100, max: 30_000 })
  CHAT_LLM_TIMEOUT_MS = 2500;
}
