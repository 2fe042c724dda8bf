import type { ServiceEntry } from '@universo/route-table';
import { type Block, block } from './confTree';
import type { Resolved } from './gatewayOptions';

// Where the gateway sends what it does not answer itself: each service's replicas and, in
// compose, each front end's static container.

/** Port of the static front-end containers (gateway/static-site.conf). */
export const STATIC_CONTAINER_PORT = 8080;

export const upstreamName = (service: Pick<ServiceEntry, 'dir'>): string => service.dir.replace(/[^A-Za-z0-9_]/g, '_');
export const staticUpstreamName = (dir: string): string => `static_${dir.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** Compose service name of an app: its workspace folder (`svc-auth`, `mfe-stories`, `shell`). */
export const composeServiceName = (dir: string): string => dir.replace(/[^a-z0-9-]/gi, '-').toLowerCase();

/** compose: one static container, its name re-resolved (a replaced container gets a new address). */
function addStaticUpstream(http: Block, name: string, host: string): void {
  block(http, 'upstream', name, (upstream) => {
    upstream._add('zone', `${name} 64k`);
    upstream._add('server', `${host}:${STATIC_CONTAINER_PORT} resolve`);
    upstream._add('keepalive', '8');
  });
}

export function addUpstreams(http: Block, o: Resolved): void {
  const compose = o.target === 'compose';
  for (const service of o.table.services) {
    const name = upstreamName(service);
    block(http, 'upstream', name, (upstream) => {
      if (compose) upstream._add('zone', `${name} 64k`);
      for (const address of o.upstreams[service.name] ?? []) {
        upstream._add('server', compose ? `${address} resolve max_fails=1 fail_timeout=5s` : `${address} max_fails=1 fail_timeout=5s`);
      }
      upstream._add('keepalive', '32');
      upstream._add('keepalive_timeout', '60s');
    });
  }
  if (compose) {
    for (const dir of [o.table.shell.dir, ...o.table.remotes.map((r) => r.dir)]) {
      addStaticUpstream(http, staticUpstreamName(dir), `${composeServiceName(dir)}${o.hostSuffix}`);
    }
    if (o.canary) {
      addStaticUpstream(http, `${staticUpstreamName(o.canary.remoteDir)}_canary`, `${composeServiceName(o.canary.remoteDir)}-canary${o.hostSuffix}`);
    }
  }
}

/** compose: the DNS server the upstream names are re-resolved with. */
export function addResolver(http: Block, o: Resolved): void {
  if (o.target === 'compose') {
    // Docker's embedded DNS; `resolve` re-reads the replicas of a scaled service (nginx >= 1.27.3).
    http._add('resolver', `${o.resolver} valid=10s ipv6=off`);
    http._add('resolver_timeout', '5s');
  }
}
