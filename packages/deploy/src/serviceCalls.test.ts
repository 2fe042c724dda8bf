import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';

// The network policies open what the route table's `calls` lists: these read each service's own
// code so a new direct call cannot ship without its entry (and its policy).

const table = loadRouteTable();

function sourceOf(dir: string): string {
  const files = readdirSync(join(table.root, dir, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return files.map((f) => readFileSync(join(table.root, dir, 'src', f), 'utf8')).join('\n');
}

describe('the route table lists every direct call between services', () => {
  for (const service of table.services) {
    const source = sourceOf(service.dir);
    const calls = service.calls ?? {};

    it(`${service.dir}: every peer URL its code reads`, () => {
      const peers = new Set([...source.matchAll(/\b([A-Z]+)_URL\b/g)].map((m) => (m[1] as string).toLowerCase()));
      for (const peer of table.services.filter((s) => s !== service && peers.has(s.name))) expect(Object.keys(calls)).toContain(peer.name);
    });

    it(`${service.dir}: the session status (service-kit's SessionReader asks svc-auth), entitlement and admin checks it uses`, () => {
      if (service.name !== 'auth') expect(calls.auth).toContain('/api/auth/session');
      // svc-billing answers entitlement itself (its PremiumAccess has a local source).
      if (service.name !== 'billing' && /\b(PremiumGuard|PremiumAccess|RemoteEntitlementSource)\b/.test(source))
        expect(calls.billing).toContain('/api/billing/entitlement');
      if (/\bAdminGuard\b/.test(source) && service.name !== 'auth') expect(calls.auth).toContain('/api/auth/admin/session');
    });
  }
});
