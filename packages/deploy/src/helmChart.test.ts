import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { FIRST_ROUND_MARKER } from '@universo/contracts/src/firstScreen';
import { COMPOSE_API_DOCS_DIR, composeServiceName, FIRST_SCREENS_CONTAINER_DIR, renderGatewayFiles } from '@universo/gateway';
import { loadRouteTable } from '@universo/route-table';
import { insertedLines } from './chart';
import { helm } from './helm';
import { DOCKERFILE, FIRST_SCREENS_TARGET, WRITABLE_PATHS } from './images';
import { dockerStages, stageNamed } from './testing/dockerfileStages';
import { chartPath, fixture, type K8sObject, render, template, validateObjects } from './renderChart';

const table = loadRouteTable();
const serviceApps = table.services.map((s) => composeServiceName(s.dir));
const frontApps = [table.shell.dir, ...table.remotes.map((r) => r.dir)].map(composeServiceName);
/** Every app of the route table and the gateway: each gets a Deployment, a Service and a PodDisruptionBudget. */
const everyApp = [...serviceApps, ...frontApps, 'gateway'].sort();
const CLUSTER = [fixture('values-cluster.yaml')];
const EXTERNAL = [...CLUSTER, fixture('values-external.yaml')];

const objects = render(CLUSTER);
const external = render(EXTERNAL);
const find = (list: K8sObject[], kind: string, name?: string): K8sObject[] =>
  list.filter((o) => o.kind === kind && (name === undefined || o.metadata.name === name));
const one = (list: K8sObject[], kind: string, name: string): K8sObject => {
  const found = find(list, kind, name);
  if (found.length !== 1) throw new Error(`${kind}/${name}: ${found.length} objetos`);
  return found[0] as K8sObject;
};
/** The names of the rendered objects of one kind, sorted. */
const namesOf = (list: K8sObject[], kind: string): string[] =>
  find(list, kind)
    .map((o) => o.metadata.name)
    .sort();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const podSpec = (o: K8sObject): Any => o.spec.template.spec;
const envOf = (o: K8sObject): Record<string, Any> => Object.fromEntries((podSpec(o).containers[0].env as Any[]).map((e) => [e.name, e]));

describe('helm lint and template, offline', () => {
  it('lints clean with the operator’s minimum values', () => {
    const result = helm(['lint', chartPath(), '--strict', '-f', CLUSTER[0] as string]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
  });

  it.each([
    ['CloudNativePG', objects],
    ['external databases', external],
  ])('renders only objects that match their API schema (%s)', (_mode, list) => {
    const results = validateObjects(list);
    expect(results).toHaveLength(list.length);
    expect(results.filter((r) => r.error !== null)).toEqual([]);
  });

  it('catches an object that does not match its schema (the check itself)', () => {
    const cluster = one(objects, 'Cluster', 'universo-postgres');
    const deployment = one(objects, 'Deployment', 'svc-chat');
    const broken: K8sObject[] = [
      { ...cluster, spec: { ...cluster.spec, instance: 3 } },
      { ...cluster, spec: { ...cluster.spec, instances: 'tres' } },
      // kubernetes-models checks types and required fields; unknown fields of built-in kinds are the API server's to refuse.
      { ...deployment, spec: { ...deployment.spec, replicas: 'dos' } },
      { apiVersion: 'v1', kind: 'Service', metadata: { name: 'x' }, spec: { ports: [{ port: 'http' }] } },
    ];
    expect(validateObjects(broken).map((r) => r.error)).toEqual([
      expect.stringMatching(/additional properties/),
      expect.stringMatching(/instances must be integer/),
      expect.stringMatching(/replicas/),
      expect.stringMatching(/port/),
    ]);
  });
});

describe('the chart follows the route table', () => {
  it('has one Deployment and one Service per route-table app, plus the gateway', () => {
    expect(namesOf(objects, 'Deployment')).toEqual(everyApp);
    expect(namesOf(objects, 'Service')).toEqual(everyApp);
    for (const service of table.services) {
      const svc = one(objects, 'Service', composeServiceName(service.dir));
      expect(svc.spec.ports[0]).toEqual({ name: 'http', port: service.port, targetPort: 'http' });
    }
  });

  it('probes every service on its health endpoint (database included) and every front end on a file it serves', () => {
    for (const service of table.services) {
      const container = podSpec(one(objects, 'Deployment', composeServiceName(service.dir))).containers[0];
      expect(container.ports[0]).toEqual({ name: 'http', containerPort: service.port });
      expect(container.readinessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
      expect(container.startupProbe.httpGet).toEqual({ path: '/health', port: 'http' });
      // Liveness is the process only: a database outage must not restart every pod.
      expect(container.livenessProbe.tcpSocket).toEqual({ port: 'http' });
    }
    for (const app of frontApps) {
      const container = podSpec(one(objects, 'Deployment', app)).containers[0];
      const path = app === 'shell' ? '/index.html' : '/mf-manifest.json';
      expect(container.readinessProbe.httpGet).toEqual({ path, port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path, port: 'http' });
    }
  });

  it('runs every pod as non-root with a read-only root filesystem, no privilege escalation and no capabilities', () => {
    const pods = [...find(objects, 'Deployment'), ...find(objects, 'Job'), ...find(external, 'Job')];
    expect(pods.length).toBe(serviceApps.length + frontApps.length + 1 + serviceApps.length + 1 + serviceApps.length);
    for (const pod of pods) {
      const spec = podSpec(pod);
      expect({ name: pod.metadata.name, ...spec.securityContext }).toEqual(
        expect.objectContaining({ name: pod.metadata.name, runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } }),
      );
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const container of spec.containers) {
        // A container of another image than the pod's (the gateway's first-screens sidecar) names its own user.
        const { runAsUser, runAsGroup, ...securityContext } = container.securityContext;
        expect(securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          runAsNonRoot: true,
          capabilities: { drop: ['ALL'] },
        });
        for (const id of [runAsUser, runAsGroup]) if (id !== undefined) expect(id).toBeGreaterThan(0);
        expect(container.resources.requests).toBeDefined();
        expect(container.resources.limits.memory).toBeDefined();
      }
    }
  });

  it('scales svc-chat on CPU and requests in flight, and only the route table’s scalable services', () => {
    const scalable = table.services.filter((s) => s.scalable).map((s) => composeServiceName(s.dir));
    expect(scalable).toEqual(['svc-chat']);
    const hpas = find(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata.name)).toEqual(scalable);
    const chat = one(objects, 'HorizontalPodAutoscaler', 'svc-chat');
    expect(chat.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'svc-chat' });
    expect(chat.spec.minReplicas).toBe(2);
    expect(chat.spec.metrics).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      { type: 'Pods', pods: { metric: { name: 'universo_http_requests_in_flight' }, target: { type: 'AverageValue', averageValue: '20' } } },
    ]);
    // The HPA owns the replica count; the others have theirs.
    expect(one(objects, 'Deployment', 'svc-chat').spec.replicas).toBeUndefined();
    expect(one(objects, 'Deployment', 'svc-auth').spec.replicas).toBe(2);
    // Headless: the gateway balances over every chat pod, new ones included.
    expect(one(objects, 'Service', 'svc-chat').spec.clusterIP).toBe('None');
  });

  it("serves each service's metrics on its internal port, scraped by annotation, reached only from the scraper's namespace", () => {
    for (const service of table.services) {
      const app = composeServiceName(service.dir);
      const metricsPort = service.port + 6000;
      const deployment = one(objects, 'Deployment', app);
      expect(podSpec(deployment).containers[0].ports).toEqual([
        { name: 'http', containerPort: service.port },
        { name: 'metrics', containerPort: metricsPort },
      ]);
      expect(envOf(deployment).METRICS_PORT).toEqual({ name: 'METRICS_PORT', value: String(metricsPort) });
      expect(deployment.spec.template.metadata.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
      expect(one(objects, 'Service', app).spec.ports).toEqual([
        { name: 'http', port: service.port, targetPort: 'http' },
        { name: 'metrics', port: metricsPort, targetPort: 'metrics' },
      ]);
      const ingress = one(objects, 'NetworkPolicy', app).spec.ingress as Any[];
      // The gateway and the callers reach the public port only; the scraper the metrics port only.
      expect(ingress[0].ports).toEqual([{ protocol: 'TCP', port: service.port }]);
      expect(ingress[1]).toEqual({
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: {} }],
        ports: [{ protocol: 'TCP', port: metricsPort }],
      });
    }
    // The gateway's upstreams use the public port only.
    const gatewayConf = readFileSync(join(chartPath(), 'generated', 'gateway', 'nginx.conf'), 'utf8');
    expect(gatewayConf).not.toMatch(/:900\d/);
    expect(gatewayConf).toMatch(/location = \/metrics/);
  });

  it('ships the Grafana dashboard as a ConfigMap for the dashboard sidecar', () => {
    const [dashboard] = find(objects, 'ConfigMap').filter((c) => c.metadata.name.endsWith('-grafana-dashboard'));
    expect(dashboard?.metadata.labels?.grafana_dashboard).toBe('1');
    expect(JSON.parse((dashboard as Any).data['universo.json']).uid).toBe('universo-services');
  });

  it('gives every app and the gateway a PodDisruptionBudget', () => {
    expect(namesOf(objects, 'PodDisruptionBudget')).toEqual(everyApp);
    for (const pdb of find(objects, 'PodDisruptionBudget')) expect(pdb.spec.maxUnavailable).toBe(1);
  });

  it('puts Gateway API routes only in front of the gateway', () => {
    const routes = find(objects, 'HTTPRoute');
    expect(routes).toHaveLength(1);
    expect(routes[0]?.spec.rules.flatMap((r: Any) => r.backendRefs)).toEqual([{ name: 'gateway', port: 8080 }]);
    expect(routes[0]?.spec.parentRefs).toEqual([{ name: 'public', namespace: 'gateways', sectionName: 'https' }]);
    expect(find(objects, 'Ingress')).toEqual([]);
  });

  it('mounts the generated nginx configuration, with the namespace, the resolver and the trusted proxies filled in', () => {
    const conf = one(objects, 'ConfigMap', 'gateway-nginx').data ?? {};
    // The API reference comes with the image (COMPOSE_API_DOCS_DIR): a ConfigMap holds at most 1 MiB.
    expect(Object.keys(conf).sort()).toEqual(['api-proxy.conf', 'nginx.conf', 'remotes.json', 'security-headers.conf', 'static-headers.conf']);
    const nginx = conf['nginx.conf'] ?? '';
    expect(nginx).not.toMatch(/\{\{|\}\}/);
    expect(nginx).toContain('resolver kube-dns.kube-system.svc.cluster.local valid=10s ipv6=off;');
    expect(nginx).toContain('set_real_ip_from 10.42.0.0/16;');
    expect(nginx).toContain('real_ip_header X-Forwarded-For;');
    for (const service of table.services)
      expect(nginx).toContain(`server ${composeServiceName(service.dir)}.universo.svc.cluster.local:${service.port} resolve`);
    // Without trusted proxies the gateway is the edge: no X-Forwarded-For believed.
    const bare = one(render(CLUSTER, ['gateway.trustedProxies=null', 'gateway.behindTls=false']), 'ConfigMap', 'gateway-nginx').data?.['nginx.conf'] ?? '';
    expect(bare).not.toMatch(/set_real_ip_from|real_ip_header/);
    expect(bare).toMatch(/map \$scheme \$universo_public_scheme \{\n\s*default \$scheme;/);
    const gateway = podSpec(one(objects, 'Deployment', 'gateway'));
    expect(gateway.volumes).toEqual(expect.arrayContaining([{ name: 'conf', configMap: { name: 'gateway-nginx' } }]));
  });

  it('serves the API reference (/api/openapi.json, /api/docs) unless gateway.apiDocs is false', () => {
    const conf = one(objects, 'ConfigMap', 'gateway-nginx').data ?? {};
    expect(conf['nginx.conf']).toContain('location = /api/openapi.json {');
    expect(conf['nginx.conf']).toContain(`alias ${COMPOSE_API_DOCS_DIR}/openapi.json;`);
    expect(conf['nginx.conf']).toContain('location = /api/docs {');
    const off = one(render(CLUSTER, ['gateway.apiDocs=false']), 'ConfigMap', 'gateway-nginx').data?.['nginx.conf'] ?? '';
    expect(off).not.toContain('/api/openapi.json');
    expect(off).not.toContain('/api/docs');
    expect(off).toContain('location ^~ /api/ {');
  });
});

describe("a remote's canary (values canary.<remote>)", () => {
  const CANARY = ['canary.stories.weight=10', 'canary.stories.image.tag=0.2.0'];
  const withCanary = render(CLUSTER, CANARY);
  const nginxOf = (list: K8sObject[]): string => one(list, 'ConfigMap', 'gateway-nginx').data?.['nginx.conf'] ?? '';

  it('runs the newer build beside the released one, as its own Deployment and Service, valid and non-root', () => {
    const deployment = one(withCanary, 'Deployment', 'mfe-stories-canary');
    const container = podSpec(deployment).containers[0];
    expect(container.image).toBe('universo/mfe-stories:0.2.0');
    expect(container.readinessProbe.httpGet).toEqual({ path: '/mf-manifest.json', port: 'http' });
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(deployment.spec.replicas).toBe(1);
    // Its own pods: the released Service never selects them.
    expect(one(withCanary, 'Service', 'mfe-stories-canary').spec.selector['app.kubernetes.io/name']).toBe('mfe-stories-canary');
    expect(one(withCanary, 'Service', 'mfe-stories').spec.selector['app.kubernetes.io/name']).toBe('mfe-stories');
    expect(validateObjects(withCanary).filter((r) => r.error !== null)).toEqual([]);
    // The network lets the gateway, and only the gateway, reach it.
    const policy = one(withCanary, 'NetworkPolicy', 'mfe-stories-canary');
    expect(policy.spec.ingress[0].from[0].podSelector.matchLabels['app.kubernetes.io/name']).toBe('gateway');
    const egress = one(withCanary, 'NetworkPolicy', 'gateway').spec.egress as Any[];
    expect(egress.some((rule) => rule.to[0]?.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'mfe-stories-canary')).toBe(true);
  });

  it("sets the gateway's split: the share to the canary by the uf_bucket cookie, only for that remote", () => {
    const nginx = nginxOf(withCanary);
    expect(nginx).not.toMatch(/\{\{|\}\}/);
    expect(nginx).toMatch(/split_clients "\$universo_bucket" \$universo_track_stories \{\n\s*10% canary;\n\s*\* stable;\n\s*\}/);
    expect(nginx).toContain('map $cookie_uf_bucket $universo_bucket {');
    expect(nginx).toContain('server mfe-stories-canary.universo.svc.cluster.local:8080 resolve;');
    expect(nginx).toContain('rewrite ^/remotes/stories/(.*)$ /remotes-canary/stories/$1 last;');
    expect(nginx).toMatch(/location \^~ \/remotes-canary\/stories\/ \{\n\s*internal;/);
    expect(nginx).not.toMatch(/universo_track_(magicZone|commerce|community)/);
    // A new share rolls the gateway (its pods carry the configuration's checksum).
    const checksum = (list: K8sObject[]) => one(list, 'Deployment', 'gateway').spec.template.metadata.annotations['checksum/nginx'];
    expect(checksum(withCanary)).not.toBe(checksum(objects));
  });

  it('rolls back with one value: weight 0 sends every browser to the released build; no entry, no canary at all', () => {
    const zero = nginxOf(render(CLUSTER, ['canary.stories.weight=0', 'canary.stories.image.tag=0.2.0']));
    expect(zero).toMatch(/split_clients "\$universo_bucket" \$universo_track_stories \{\n\s*\* stable;\n\s*\}/);
    expect(zero).not.toMatch(/% canary;/);
    const none = nginxOf(objects);
    expect(none).not.toMatch(/canary|uf_bucket|split_clients/);
    expect(find(objects, 'Deployment').map((d) => d.metadata.name)).not.toContain('mfe-stories-canary');
  });
});

describe('the visitors’ first screens (values firstScreens)', () => {
  const without = render(CLUSTER, ['firstScreens.enabled=false']);
  const gatewayPod = (list: K8sObject[]): Any => podSpec(one(list, 'Deployment', 'gateway'));
  const nginxOf = (list: K8sObject[]): string => one(list, 'ConfigMap', 'gateway-nginx').data?.['nginx.conf'] ?? '';
  const added = (before: string, after: string): string[] => [...insertedLines(before.split('\n'), after.split('\n')).values()].flat();

  it('runs a sidecar in each gateway pod: its image’s user, read-only, writing only the shared folder and its /tmp', () => {
    const pod = gatewayPod(objects);
    expect(pod.containers.map((c: Any) => c.name)).toEqual(['nginx', 'first-screens']);
    const [nginx, sidecar] = pod.containers as Any[];
    expect(sidecar.image).toBe('universo/first-screens:0.1.0');
    const user = stageNamed(dockerStages(readFileSync(join(table.root, DOCKERFILE), 'utf8')), FIRST_SCREENS_TARGET).instructions.find(
      (i) => i.keyword === 'USER',
    )?.text;
    expect(`${sidecar.securityContext.runAsUser}:${sidecar.securityContext.runAsGroup}`).toBe(user);
    expect(sidecar.securityContext).toEqual(expect.objectContaining({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, runAsNonRoot: true }));
    // It opens the pages at the nginx beside it and writes the site's public address into them.
    const env = Object.fromEntries((sidecar.env as Any[]).map((e) => [e.name, e.value]));
    expect(env).toEqual({ FIRST_SCREENS_SITE_URL: `http://127.0.0.1:${nginx.ports[0].containerPort}`, PUBLIC_URL: 'https://universo.example.org' });
    expect(sidecar.resources).toEqual({ requests: { cpu: '50m', memory: '256Mi' }, limits: { memory: '768Mi' } });
    // One emptyDir both mount (no ReadWriteMany volume): the sidecar writes, nginx only reads.
    const mount = (container: Any, path: string): Any => (container.volumeMounts as Any[]).find((m) => m.mountPath === path);
    expect((sidecar.volumeMounts as Any[]).map((m) => m.mountPath).sort()).toEqual([...WRITABLE_PATHS.firstScreens].sort());
    expect(mount(sidecar, FIRST_SCREENS_CONTAINER_DIR).readOnly).toBeUndefined();
    expect(mount(nginx, FIRST_SCREENS_CONTAINER_DIR)).toEqual({
      name: mount(sidecar, FIRST_SCREENS_CONTAINER_DIR).name,
      mountPath: FIRST_SCREENS_CONTAINER_DIR,
      readOnly: true,
    });
    const volume = (name: string): Any => (pod.volumes as Any[]).find((v) => v.name === name);
    expect(volume(mount(sidecar, FIRST_SCREENS_CONTAINER_DIR).name).emptyDir).toBeDefined();
    expect(volume(mount(sidecar, '/tmp').name).emptyDir).toBeDefined();
    expect(mount(sidecar, '/tmp').name).not.toBe(mount(nginx, '/tmp').name);
  });

  it('keeps a new gateway pod out of the Service until its sidecar has ended its first round (the file the runner writes)', () => {
    const sidecar = (gatewayPod(objects).containers as Any[]).find((c) => c.name === 'first-screens');
    expect(sidecar.readinessProbe.exec.command).toEqual(['test', '-f', posix.join(FIRST_SCREENS_CONTAINER_DIR, FIRST_ROUND_MARKER)]);
    expect(sidecar.readinessProbe.periodSeconds).toBeLessThanOrEqual(10);
  });

  it('has the gateway include them from that folder: exactly the lines a compose gateway adds with GATEWAY_FIRST_SCREENS_DIR', () => {
    const on = nginxOf(objects);
    const off = nginxOf(without);
    expect(on).toContain(`alias ${FIRST_SCREENS_CONTAINER_DIR}/;`);
    expect(on).toMatch(/if \(-f \$universo_first_screen_on_disk\) \{\n\s*set \$universo_late_start 1;/);
    expect(off).not.toMatch(/_first-screen\/|first_screen_on_disk|first-screens/);
    const compose = (firstScreensDir?: string) => renderGatewayFiles({ target: 'compose', table, firstScreensDir })['nginx.conf'];
    expect(added(off, on)).toEqual(added(compose(), compose(FIRST_SCREENS_CONTAINER_DIR)));
    expect(added(off, on).length).toBeGreaterThan(10);
  });

  it('firstScreens.enabled=false: no sidecar, no shared folder, pages without first screens, and the gateway rolls', () => {
    const pod = gatewayPod(without);
    expect(pod.containers.map((c: Any) => c.name)).toEqual(['nginx']);
    expect((pod.volumes as Any[]).map((v) => v.name).sort()).toEqual(['cache', 'conf', 'tmp']);
    expect((pod.containers[0].volumeMounts as Any[]).map((m) => m.mountPath)).not.toContain(FIRST_SCREENS_CONTAINER_DIR);
    const checksum = (list: K8sObject[]) => one(list, 'Deployment', 'gateway').spec.template.metadata.annotations['checksum/nginx'];
    expect(checksum(without)).not.toBe(checksum(objects));
    expect(validateObjects(without).filter((r) => r.error !== null)).toEqual([]);
  });

  it('takes its own image and resources', () => {
    const own = render(CLUSTER, [
      'firstScreens.image.repository=ghcr.io/example/pantallas',
      'firstScreens.image.tag=0.2.0',
      'firstScreens.resources.limits.memory=1Gi',
    ]);
    const sidecar = (gatewayPod(own).containers as Any[]).find((c) => c.name === 'first-screens');
    expect(sidecar.image).toBe('ghcr.io/example/pantallas:0.2.0');
    expect(sidecar.resources.limits.memory).toBe('1Gi');
    const registry = (gatewayPod(render(CLUSTER, ['image.registry=ghcr.io/example/universo', 'image.tag=0.3.0'])).containers as Any[])[1];
    expect(registry.image).toBe('ghcr.io/example/universo/first-screens:0.3.0');
  });
});

describe('databases', () => {
  it('CloudNativePG: one Cluster, one database and an owner and an app role per service', () => {
    const cluster = one(objects, 'Cluster', 'universo-postgres');
    expect(cluster.spec.managed.roles.map((r: Any) => r.name)).toEqual(table.services.flatMap((s) => [`${s.database}_owner`, `${s.database}_app`]));
    const databases = find(objects, 'Database');
    expect(databases.map((d) => [d.spec.name, d.spec.owner])).toEqual(table.services.map((s) => [s.database, `${s.database}_owner`]));
    for (const service of table.services) {
      const env = envOf(one(objects, 'Deployment', composeServiceName(service.dir)));
      expect(env.DATABASE_URL.value).toBe(`postgres://${service.database}_app:$(DB_APP_PASSWORD)@universo-postgres-rw:5432/${service.database}`);
      expect(env.MIGRATION_DATABASE_URL.value).toBe(`postgres://${service.database}_owner:$(DB_OWNER_PASSWORD)@universo-postgres-rw:5432/${service.database}`);
    }
    expect(one(objects, 'ConfigMap', 'postgres-grants').data?.['grants.sql']).toContain(
      'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO francesca_chat_app',
    );
  });

  it('external: each service’s URLs from its own Secret, no Cluster', () => {
    expect(find(external, 'Cluster')).toEqual([]);
    expect(find(external, 'Database')).toEqual([]);
    const env = envOf(one(external, 'Deployment', 'svc-chat'));
    expect(env.DATABASE_URL.valueFrom).toEqual({ secretKeyRef: { name: 'chat-db', key: 'DATABASE_URL' } });
    expect(env.MIGRATION_DATABASE_URL.valueFrom).toEqual({ secretKeyRef: { name: 'chat-db', key: 'MIGRATION_DATABASE_URL' } });
  });

  it('runs each service’s migrations as a Job before an upgrade rolls its pods', () => {
    for (const service of table.services) {
      const job = one(objects, 'Job', `${composeServiceName(service.dir)}-migrations`);
      expect(job.metadata.annotations?.['helm.sh/hook']).toBe('post-install,pre-upgrade');
      expect(podSpec(job).containers[0].args).toEqual(['node', 'dist/main.js', '--migrate-only']);
      expect(Object.keys(envOf(job))).toEqual(expect.arrayContaining(['DATABASE_URL', 'MIGRATION_DATABASE_URL']));
      // Not selected by the service's own Service or PodDisruptionBudget.
      expect(job.spec.template.metadata.labels['app.kubernetes.io/name']).not.toBe(composeServiceName(service.dir));
    }
  });
});

describe('network policies', () => {
  const policy = (list: K8sObject[], name: string): Any => one(list, 'NetworkPolicy', name).spec;
  const peersOf = (rule: Any): string[] =>
    (rule.to ?? rule.from ?? []).map(
      (p: Any) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'] ?? p.podSelector?.matchLabels?.['cnpg.io/cluster'] ?? p.ipBlock?.cidr ?? 'dns',
    );

  it('lets each service reach only DNS, its database, the mail relay if it sends mail, and the endpoints it calls', () => {
    for (const service of table.services) {
      const spec = policy(objects, composeServiceName(service.dir));
      expect(spec.policyTypes).toEqual(['Ingress', 'Egress']);
      const calls = Object.keys(service.calls ?? {}).map((name) => table.services.find((s) => s.name === name)!);
      expect(spec.egress.map(peersOf)).toEqual([
        ['dns'],
        ['universo-postgres'],
        ...(service.sendsMail ? [['203.0.113.25/32']] : []),
        ...calls.map((callee) => [composeServiceName(callee.dir)]),
        ...(service.name === 'billing' ? [['0.0.0.0/0']] : []),
      ]);
      for (const [i, callee] of calls.entries()) {
        expect(spec.egress[(service.sendsMail ? 3 : 2) + i].ports).toEqual([{ protocol: 'TCP', port: callee.port }]);
      }
      const callers = table.services.filter((s) => Object.keys(s.calls ?? {}).includes(service.name)).map((s) => composeServiceName(s.dir));
      // The second rule: the scraper to the metrics port (its own test, above).
      expect(spec.ingress).toHaveLength(2);
      expect(peersOf(spec.ingress[0])).toEqual(['gateway', ...callers]);
      expect(spec.ingress[0].ports).toEqual([{ protocol: 'TCP', port: service.port }]);
    }
  });

  it('external databases: each service reaches its own database server only', () => {
    expect(policy(external, 'svc-chat').egress[1]).toEqual({ to: [{ ipBlock: { cidr: '10.0.1.12/32' } }], ports: [{ protocol: 'TCP', port: 6432 }] });
    expect(policy(external, 'svc-auth').egress[1]).toEqual({ to: [{ ipBlock: { cidr: '10.0.1.10/32' } }], ports: [{ protocol: 'TCP', port: 5432 }] });
  });

  it('lets the front ends answer the gateway only and call nobody; the gateway reaches every app', () => {
    for (const app of frontApps) {
      const spec = policy(objects, app);
      expect(spec.egress).toBeUndefined();
      expect(spec.policyTypes).toEqual(['Ingress', 'Egress']);
      expect(spec.ingress.map(peersOf)).toEqual([['gateway']]);
    }
    const gateway = policy(objects, 'gateway');
    expect(gateway.egress.map(peersOf).flat()).toEqual(['dns', ...serviceApps, ...frontApps]);
    expect(gateway.ingress[0].from).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'gateways' } } }]);
  });
});

describe('values that would break the platform fail helm template, naming the value', () => {
  it.each([
    ['a missing session secret', ['secrets.session.existingSecret='], /\/secrets\/session\/existingSecret.*minLength/],
    ['a missing mail secret', ['mail.existingSecret='], /\/mail\/existingSecret.*minLength/],
    ['zero replicas for a service', ['apps.svc-auth.replicas=0'], /\/apps\/svc-auth\/replicas.*minimum/],
    ['zero replicas for a front end', ['apps.mfe-stories.replicas=0'], /\/apps\/mfe-stories\/replicas.*minimum/],
    ['zero replicas by default', ['defaults.replicas=0'], /\/defaults\/replicas.*minimum/],
    ['zero chat replicas under the autoscaler', ['autoscaling.minReplicas=0'], /\/autoscaling\/minReplicas.*minimum/],
    ['an unknown route owner', ['apps.svc-nobody.replicas=1'], /\/apps.*svc-nobody/],
    ['an unknown database owner', ['database.external.svc-nobody.existingSecret=x'], /\/database\/external.*svc-nobody/],
    ['a canary of an unknown remote', ['canary.nobody.weight=10', 'canary.nobody.image.tag=1'], /\/canary.*nobody/],
    ['a canary share above 100', ['canary.stories.weight=101', 'canary.stories.image.tag=1'], /\/canary\/stories\/weight.*maximum/],
    ['a canary share below 0', ['canary.stories.weight=-1', 'canary.stories.image.tag=1'], /\/canary\/stories\/weight.*minimum/],
    ['a canary without its image tag', ['canary.stories.weight=10'], /\/canary\/stories.*image/],
    ['first screens neither on nor off', ['firstScreens.enabled=sí'], /\/firstScreens\/enabled.*boolean/],
    ['an unknown first screens value', ['firstScreens.replicas=2'], /\/firstScreens.*replicas/],
    [
      'two canaries at once',
      ['canary.stories.weight=10', 'canary.stories.image.tag=1', 'canary.commerce.weight=10', 'canary.commerce.image.tag=1'],
      /\/canary.*maximum 1 properties|\/canary.*maxProperties/,
    ],
  ])('%s', (_what, sets, message) => {
    const result = template(CLUSTER, sets);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/values don't meet the specifications of the schema/);
    expect(result.stderr).toMatch(message);
  });

  it('an external database without its Secret', () => {
    const result = template(EXTERNAL, ['database.external.svc-chat.existingSecret=']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/\/database\/external\/svc-chat\/existingSecret.*minLength/);
  });

  it('external databases with a service left out', () => {
    const result = template(
      [...CLUSTER],
      ['database.mode=external', 'database.external.svc-auth.existingSecret=a', 'database.external.svc-auth.to[0].ipBlock.cidr=10.0.0.1/32'],
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/\/database\/external.*missing propert.*svc-content/);
  });

  it('the chart’s own defaults, without the operator’s secrets', () => {
    const result = helm(['template', 'universo', chartPath()]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/\/secrets\/session\/existingSecret/);
  });
});
