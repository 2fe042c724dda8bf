import type { SubscriptionStatus } from '@universo/contracts';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { appModule } from '../../src/app.module';
import { BillingConfig } from '../../src/config';

const HOUR_MS = 60 * 60 * 1000;

/** The families every premium rule is tried with (issue: "each rule of the entitlement table"). */
export const FAMILY_CASES = ['visitor', 'free', 'premium', 'pending-in-grace', 'pending-past-grace', 'rejected', 'cancelled'] as const;
export type FamilyCase = (typeof FAMILY_CASES)[number];

/** Whether a family of that case is entitled to premium items. */
export const ENTITLED: Readonly<Record<FamilyCase, boolean>> = {
  visitor: false,
  free: false,
  premium: true,
  'pending-in-grace': true,
  'pending-past-grace': false,
  rejected: false,
  cancelled: false,
};

/**
 * A real svc-billing (its own fresh database, listening on a loopback port) for the integration
 * tests of the services that ask it for a family's tier, with a clock the test moves. Families
 * are made directly in its database, in the state a case names.
 */
export interface EntitlementFixture {
  /** BILLING_URL for the service under test. */
  url: string;
  billing: TestService<BillingConfig>;
  /** Billing's "now": starts at the real time; `advance` moves it. */
  now(): Date;
  advance(ms: number): void;
  /** A family in the given state; `cookie` is undefined for a visitor. Sign with the shared test secret. */
  familyIn(state: FamilyCase): Promise<{ userId: string; cookie: string | undefined }>;
  close(): Promise<void>;
}

export async function startEntitlementFixture(env: Record<string, string> = {}): Promise<EntitlementFixture> {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const billing = await startTestService({
    name: 'billing_fixture',
    schema: BillingConfig,
    module: (config) => appModule(config, { clock: now }),
    env: { PENDING_GRACE_HOURS: '72', ...env },
  });
  await billing.app.listen(0, '127.0.0.1');
  const { port } = billing.app.getHttpServer().address() as AddressInfo;
  const grace = billing.config.PENDING_GRACE_HOURS * HOUR_MS;

  async function insert(userId: string, status: SubscriptionStatus, createdAt: Date, startDate: Date | null): Promise<void> {
    await billing.query(
      `INSERT INTO subscriptions (user_id, plan, amount, currency, status, provider, start_date, created_at, updated_at)
       VALUES ($1, 'emprendedor-magico', 79900, 'COP', $2, 'sandbox', $3, $4, $4)`,
      [userId, status, startDate, createdAt],
    );
  }

  return {
    url: `http://127.0.0.1:${port}`,
    billing,
    now,
    advance: (ms) => {
      offsetMs += ms;
    },
    async familyIn(state) {
      const userId = randomUUID();
      const t = now();
      const cookie = state === 'visitor' ? undefined : billing.sessionCookie({ sub: userId });
      switch (state) {
        case 'premium':
          await insert(userId, 'authorized', new Date(t.getTime() - HOUR_MS), new Date(t.getTime() - HOUR_MS));
          break;
        case 'pending-in-grace':
          await insert(userId, 'pending', new Date(t.getTime() - grace + HOUR_MS), null);
          break;
        case 'pending-past-grace':
          await insert(userId, 'pending', new Date(t.getTime() - grace - HOUR_MS), null);
          break;
        case 'rejected':
          await insert(userId, 'rejected', new Date(t.getTime() - HOUR_MS), null);
          break;
        case 'cancelled':
          await insert(userId, 'cancelled', new Date(t.getTime() - 48 * HOUR_MS), new Date(t.getTime() - 48 * HOUR_MS));
          break;
        default:
          break;
      }
      return { userId, cookie };
    },
    close: () => billing.close(),
  };
}
