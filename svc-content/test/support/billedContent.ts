import { startedLater, type TestService } from '@universo/service-kit/testing';
import { type EntitlementFixture, startEntitlementFixture } from '../../../svc-billing/test/support/entitlementFixture';
import type { ContentConfig } from '../../src/config';
import { contentSuite } from './axxonService';
import { startContentService } from './contentService';

/**
 * svc-content with real billing beside it (the entitlement fixture: families on each plan), for
 * the calling describe block: its own database `name`, entitlements never cached, and `env` on
 * top. `billingUrl` replaces the fixture's address (a billing that is down).
 */
export function billedContentSuite(
  name: string,
  env: Record<string, string> = {},
  options: { timeout?: number; billingUrl?: string } = {},
): { service: TestService<ContentConfig>; http: () => ReturnType<TestService<ContentConfig>['http']>; fixture: EntitlementFixture } {
  let fixture: EntitlementFixture | undefined;
  const suite = contentSuite(
    async () => {
      fixture = await startEntitlementFixture();
      return startContentService({ BILLING_URL: options.billingUrl ?? fixture.url, ENTITLEMENT_CACHE_SECONDS: '0', ...env }, { name });
    },
    { timeout: options.timeout ?? 60_000, afterClose: async () => fixture?.close() },
  );
  return {
    ...suite,
    fixture: startedLater(() => {
      if (!fixture) throw new Error('La facturación de prueba no arrancó.');
      return fixture;
    }),
  };
}
