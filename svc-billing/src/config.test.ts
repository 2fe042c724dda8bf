import { loadConfig } from '@universo/service-kit';
import { BillingConfig, sandboxWebhookSecret } from './config';

const base = { NODE_ENV: 'development', PORT: '3004', DATABASE_URL: 'postgres://u@127.0.0.1:5432/francesca_billing', SESSION_SECRET: 's'.repeat(40) };
const mercadopago = {
  PAYMENT_PROVIDER: 'mercadopago',
  MP_ACCESS_TOKEN: 'APP_USR-123456789',
  MP_WEBHOOK_SECRET: 'a-webhook-secret-from-mp',
  PUBLIC_URL: 'https://universo.example.co',
  AUTH_URL: 'http://127.0.0.1:3001',
};

describe('BillingConfig', () => {
  it('defaults to the sandbox provider and a modest write limit', () => {
    const config = loadConfig(BillingConfig, base);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.MP_API_URL).toBe('https://api.mercadopago.com');
    expect(config.BILLING_WRITE_LIMIT_PER_MINUTE).toBe(10);
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig(BillingConfig, { ...base, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER debe ser uno de: sandbox, mercadopago/);
  });

  it('requires the MercadoPago keys, the public URL and svc-auth with mercadopago', () => {
    expect(() => loadConfig(BillingConfig, { ...base, PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MP_ACCESS_TOKEN[\s\S]*MP_WEBHOOK_SECRET[\s\S]*PUBLIC_URL[\s\S]*AUTH_URL/,
    );
    const config = loadConfig(BillingConfig, { ...base, ...mercadopago, BILLING_WRITE_LIMIT_PER_MINUTE: '3' });
    expect(config.PAYMENT_PROVIDER).toBe('mercadopago');
    expect(config.BILLING_WRITE_LIMIT_PER_MINUTE).toBe(3);
    expect(() => loadConfig(BillingConfig, { ...base, ...mercadopago, PUBLIC_URL: 'universo.co' })).toThrow(/PUBLIC_URL/);
  });

  it('makes the sandbox a deliberate choice in production', () => {
    expect(() => loadConfig(BillingConfig, { ...base, NODE_ENV: 'production' })).toThrow(/SANDBOX_WEBHOOK_SECRET es obligatorio en producción/);
    expect(loadConfig(BillingConfig, { ...base, NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'x'.repeat(32) }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig(BillingConfig, { ...base, SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/al menos 32/);
  });
});

describe('sandboxWebhookSecret', () => {
  it('is derived from SESSION_SECRET when not configured: stable, distinct, never a default', () => {
    const one = sandboxWebhookSecret({ SESSION_SECRET: 'a'.repeat(40) });
    expect(one).toBe(sandboxWebhookSecret({ SESSION_SECRET: 'a'.repeat(40) }));
    expect(one).not.toBe(sandboxWebhookSecret({ SESSION_SECRET: 'b'.repeat(40) }));
    expect(one).not.toContain('a'.repeat(8));
    expect(one.length).toBeGreaterThanOrEqual(40);
  });

  it('uses the configured secret when there is one', () => {
    expect(sandboxWebhookSecret({ SESSION_SECRET: 'a'.repeat(40), SANDBOX_WEBHOOK_SECRET: 'c'.repeat(32) })).toBe('c'.repeat(32));
  });
});
