import type { CreateSubscriptionResponse } from '../../src/apiShapes';
import { documentedResponses } from '@universo/openapi/testing';
import { startTestService, suiteOf, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { appModule } from '../../src/app.module';
import { BillingConfig } from '../../src/config';
import { signNotificationHeaders } from '../../src/notifications/domain/signedNotification';

export type Billing = TestService<BillingConfig>;

export function startBilling(env: Record<string, string> = {}): Promise<Billing> {
  return startTestService({ name: 'billing', schema: BillingConfig, module: appModule, env: { BILLING_WRITE_LIMIT_PER_MINUTE: '1000', ...env } });
}

/**
 * One svc-billing (startBilling with `env`) for the calling describe block, started before its
 * tests and closed after them; every answer through `http()` is checked against
 * svc-billing/openapi.json before the test's own expectations.
 */
export function billingSuite(env: Record<string, string> = {}): { billing: Billing; http: () => ReturnType<Billing['http']> } {
  const billing = suiteOf(() => startBilling(env));
  const documented = documentedResponses('billing');
  return { billing, http: () => documented(billing.http()) };
}

/** A new family: its user id and session cookie. */
export function family(billing: Billing): { userId: string; cookie: string } {
  const userId = randomUUID();
  return { userId, cookie: billing.sessionCookie({ sub: userId }) };
}

export async function subscribe(billing: Billing, cookie: string): Promise<CreateSubscriptionResponse> {
  const res = await billing.http().post('/api/create-subscription').set('Cookie', cookie).send({ currency: 'COP', country: 'CO' }).expect(201);
  return res.body as CreateSubscriptionResponse;
}

/** Posts a notification to the webhook as a provider would, signed with `secret`. */
export function postNotification(
  billing: Billing,
  provider: string,
  options: { dataId: string; secret: string; eventId?: string | number; type?: string; requestId?: string; ts?: string },
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = options.ts ?? String(Date.now());
  const type = options.type ?? 'subscription_preapproval';
  return billing
    .http()
    .post(`/api/billing/webhooks/${provider}?data.id=${encodeURIComponent(options.dataId)}&type=${type}`)
    .set(signNotificationHeaders(options.dataId, requestId, ts, options.secret))
    .send({ id: options.eventId ?? randomUUID(), type, action: 'updated', data: { id: options.dataId } });
}

export interface SubscriptionRow {
  id: string;
  status: string;
  start_date: Date | null;
  next_payment_date: Date | null;
  last_event_at: Date | null;
}

export async function subscriptionRow(billing: Billing, id: string): Promise<SubscriptionRow> {
  const [row] = await billing.query<SubscriptionRow>('SELECT id, status, start_date, next_payment_date, last_event_at FROM subscriptions WHERE id = $1', [id]);
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

export async function historyOf(
  billing: Billing,
  id: string,
): Promise<{ from_status: string | null; to_status: string; reason: string; event_id: string | null }[]> {
  return billing.query('SELECT from_status, to_status, reason, event_id FROM subscription_history WHERE subscription_id = $1 ORDER BY id', [id]);
}
