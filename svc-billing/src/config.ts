import { BaseServiceConfig, HttpUrlSetting, IntegerSetting } from '@universo/service-kit';
import { IsIn, IsString, MinLength, ValidateIf } from 'class-validator';
import { createHmac } from 'node:crypto';

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const usesMercadoPago = (c: BillingConfig) => c.PAYMENT_PROVIDER === 'mercadopago';

export class BillingConfig extends BaseServiceConfig {
  /** sandbox (default): a test payment page served by this service; mercadopago: the real provider. */
  @IsIn(PAYMENT_PROVIDERS, { message: `PAYMENT_PROVIDER debe ser uno de: ${PAYMENT_PROVIDERS.join(', ')}` })
  PAYMENT_PROVIDER: PaymentProviderName = 'sandbox';

  @HttpUrlSetting('MP_API_URL debe ser una URL http(s)')
  MP_API_URL = 'https://api.mercadopago.com';

  @ValidateIf(usesMercadoPago)
  @IsString({ message: 'MP_ACCESS_TOKEN es obligatorio con PAYMENT_PROVIDER=mercadopago' })
  @MinLength(8, { message: 'MP_ACCESS_TOKEN es obligatorio con PAYMENT_PROVIDER=mercadopago' })
  MP_ACCESS_TOKEN?: string;

  /** The "clave secreta" MercadoPago shows for the application's webhooks (x-signature). */
  @ValidateIf(usesMercadoPago)
  @IsString({ message: 'MP_WEBHOOK_SECRET es obligatorio con PAYMENT_PROVIDER=mercadopago' })
  @MinLength(16, { message: 'MP_WEBHOOK_SECRET es obligatorio con PAYMENT_PROVIDER=mercadopago (al menos 16 caracteres)' })
  MP_WEBHOOK_SECRET?: string;

  /** How long a call to MercadoPago (or to svc-auth for the payer's e-mail) may take. */
  @IntegerSetting({ min: 500, max: 60_000 })
  MP_TIMEOUT_MS = 10_000;

  /**
   * Signs the sandbox's notifications. Optional outside production: then it is derived from
   * SESSION_SECRET (see sandboxWebhookSecret), so no default secret exists anywhere. Required in
   * production with the sandbox, which must be a deliberate choice there (it grants premium free).
   */
  @ValidateIf((c: BillingConfig) => c.SANDBOX_WEBHOOK_SECRET !== undefined || (c.PAYMENT_PROVIDER === 'sandbox' && c.NODE_ENV === 'production'))
  @IsString({ message: 'SANDBOX_WEBHOOK_SECRET es obligatorio en producción con PAYMENT_PROVIDER=sandbox' })
  @MinLength(32, { message: 'SANDBOX_WEBHOOK_SECRET debe tener al menos 32 caracteres' })
  SANDBOX_WEBHOOK_SECRET?: string;

  /** The site's public address, for MercadoPago's back_url (`${PUBLIC_URL}/subscription-success`). */
  @ValidateIf((c: BillingConfig) => usesMercadoPago(c) || c.PUBLIC_URL !== undefined)
  @HttpUrlSetting('PUBLIC_URL debe ser la URL pública del sitio (obligatoria con PAYMENT_PROVIDER=mercadopago)')
  PUBLIC_URL?: string;

  /** svc-auth, asked once per MercadoPago subscription for the payer's e-mail (see README). */
  @ValidateIf((c: BillingConfig) => usesMercadoPago(c) || c.AUTH_URL !== undefined)
  @HttpUrlSetting('AUTH_URL debe ser la URL de svc-auth (obligatoria con PAYMENT_PROVIDER=mercadopago)')
  AUTH_URL?: string;

  /** Writes (create-subscription, cancel, refund-request) per client per minute. */
  @IntegerSetting({ min: 1 })
  BILLING_WRITE_LIMIT_PER_MINUTE = 10;

  /**
   * How long a payment may stay pending and still unlock the plan (hours): long enough for a
   * real provider to settle it. After it the status reads 'expired' (docs/spec-deviations.md).
   */
  @IntegerSetting({ min: 1, max: 720, notInteger: 'PENDING_GRACE_HOURS debe ser un número entero de horas' })
  PENDING_GRACE_HOURS = 72;
}

/** The key that signs sandbox notifications: configured, or derived from SESSION_SECRET. */
export function sandboxWebhookSecret(config: Pick<BillingConfig, 'SANDBOX_WEBHOOK_SECRET' | 'SESSION_SECRET'>): string {
  if (config.SANDBOX_WEBHOOK_SECRET) return config.SANDBOX_WEBHOOK_SECRET;
  return createHmac('sha256', config.SESSION_SECRET).update('universo/svc-billing/sandbox-webhook/v1').digest('base64url');
}
