import { BadGatewayException, Logger } from '@nestjs/common';
import type { BillingConfig } from '../../config';
import { BILLING_MESSAGES } from '../../subscriptions/domain/billingMessages';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderSubscriptionState } from '../paymentProvider';
import { toSubscriptionStatus } from '../providerStatus';
import type { PayerDirectory } from './payerDirectory';
import { preapprovalRequest } from './preapprovalRequest';

interface Preapproval {
  id?: unknown;
  status?: unknown;
  init_point?: unknown;
  external_reference?: unknown;
  last_modified?: unknown;
  date_created?: unknown;
}

/**
 * MercadoPago subscriptions ("preapproval" API): create one waiting for payment, read it back
 * when a notification names it, cancel it. Errors from MercadoPago become a 502 with a Spanish
 * message and change nothing on our side.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  readonly webhookSecret: string;
  private readonly logger = new Logger('MercadoPago');
  private readonly apiUrl: string;
  private readonly accessToken: string;
  private readonly publicUrl: string;

  constructor(
    private readonly config: BillingConfig,
    private readonly payers: PayerDirectory,
  ) {
    if (!config.MP_ACCESS_TOKEN || !config.MP_WEBHOOK_SECRET || !config.PUBLIC_URL) {
      throw new Error('MercadoPago necesita MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET y PUBLIC_URL');
    }
    this.apiUrl = config.MP_API_URL.replace(/\/+$/, '');
    this.accessToken = config.MP_ACCESS_TOKEN;
    this.webhookSecret = config.MP_WEBHOOK_SECRET;
    this.publicUrl = config.PUBLIC_URL;
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const payerEmail = await this.payers.emailOf(request.sessionToken);
    const body = preapprovalRequest(request.subscriptionId, payerEmail, this.publicUrl);
    // The idempotency key makes a retried create return the same preapproval instead of a second one.
    const { status, json } = await this.call('POST', '/preapproval', body, { 'X-Idempotency-Key': request.subscriptionId });
    const created = json as Preapproval | null;
    if (
      status < 200 ||
      status >= 300 ||
      typeof created?.id !== 'string' ||
      typeof created.init_point !== 'string' ||
      !/^https?:\/\//.test(created.init_point)
    ) {
      this.fail('POST /preapproval', status, json);
    }
    return { providerSubscriptionId: created.id, initPoint: created.init_point };
  }

  async fetchSubscription(providerSubscriptionId: string): Promise<ProviderSubscriptionState | null> {
    const { status, json } = await this.call('GET', `/preapproval/${encodeURIComponent(providerSubscriptionId)}`);
    if (status === 404) return null;
    const found = json as Preapproval | null;
    if (status !== 200 || typeof found?.id !== 'string' || typeof found.status !== 'string') this.fail('GET /preapproval/{id}', status, json);
    const stamp = [found.last_modified, found.date_created].find((v): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
    if (!stamp) this.fail('GET /preapproval/{id} (sin last_modified)', status, json);
    return {
      providerSubscriptionId: found.id,
      externalReference: typeof found.external_reference === 'string' ? found.external_reference : null,
      status: toSubscriptionStatus(found.status),
      rawStatus: found.status,
      lastModified: new Date(stamp),
    };
  }

  async cancel(providerSubscriptionId: string): Promise<void> {
    const { status, json } = await this.call('PUT', `/preapproval/${encodeURIComponent(providerSubscriptionId)}`, { status: 'cancelled' });
    if (status < 200 || status >= 300) this.fail('PUT /preapproval/{id}', status, json);
  }

  private async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    try {
      const response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.MP_TIMEOUT_MS),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    } catch (error) {
      this.logger.error(`${method} ${path}: MercadoPago no responde (${String(error)})`);
      throw new BadGatewayException(BILLING_MESSAGES.providerUnavailable);
    }
  }

  private fail(call: string, status: number, json: unknown): never {
    const message = typeof (json as { message?: unknown } | null)?.message === 'string' ? (json as { message: string }).message : '';
    this.logger.error(`${call}: respuesta inesperada ${status} ${message}`.trim());
    throw new BadGatewayException(BILLING_MESSAGES.providerUnavailable);
  }
}
