import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { COMPOSE_MEDIA_ROOT, composeServiceName, STATIC_CONTAINER_PORT, renderGatewayFiles } from '@universo/gateway';
import { loadRouteTable, mediaRoutes } from '@universo/route-table';
import { COMPOSE_INIT_SQL, composeInitSql } from './compose';

/** No Docker engine runs here: docker-compose.yml is checked against the route table instead. */
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  container_name?: string;
  ports?: (string | { published?: string | number; target: number })[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test: string | string[] };
  volumes?: string[];
  profiles?: string[];
}

const table = loadRouteTable();
const root = table.root;
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const appDirs = [...table.services.map((s) => s.dir), table.shell.dir, ...table.remotes.map((r) => r.dir)];

/** `${NAME:-default}` resolves to its default, `${NAME}` or `${NAME:?message}` to `<NAME>`. */
const interpolate = (value: string): string =>
  value.replace(/\$\{([A-Z_]+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_match, name: string, fallback?: string) => fallback ?? `<${name}>`);

function hostPorts(service: ComposeService): string[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return String(port.published ?? '');
    const parts = interpolate(port).split(':');
    return parts.length >= 2 ? (parts[parts.length - 2] as string) : '';
  });
}

function dockerfileOf(name: string): string {
  const service = services[name];
  if (!service?.build) throw new Error(`${name} has no build`);
  const file = join(root, service.build.context, service.build.dockerfile ?? 'Dockerfile');
  expect(existsSync(file)).toBe(true);
  return readFileSync(file, 'utf8');
}

describe('docker-compose.yml against the route table', () => {
  it('has one compose service per app, named as the gateway expects, built from a Dockerfile', () => {
    for (const dir of [...appDirs, 'gateway']) {
      const name = composeServiceName(dir);
      expect(services[name]).toBeDefined();
      expect(services[name]?.build?.context).toBe('.');
      dockerfileOf(name);
    }
  });

  it('runs every service with a health check, after postgres is healthy, on its own database', () => {
    for (const service of table.services) {
      const entry = services[composeServiceName(service.dir)] as ComposeService;
      expect(entry.healthcheck?.test).toEqual(expect.arrayContaining([expect.stringContaining('/health')]));
      expect(entry.depends_on?.postgres?.condition).toBe('service_healthy');
      const env = entry.environment ?? {};
      expect(env.PORT).toBe(String(service.port));
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.NODE_ENV).toBe('production');
      expect(interpolate(env.DATABASE_URL ?? '')).toMatch(new RegExp(`^postgres://[^@]+@postgres:5432/${service.database}$`));
      // The secret comes from the environment, never a default written here.
      expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?[^}]*\}$/);
    }
  });

  it('sends every service’s mail to the maildev catcher unless SMTP_URL names a relay', () => {
    const mail = services.mail as ComposeService;
    // The catcher's own image: maildev as npm start runs it, SMTP on 1025, its web inbox on 1080.
    const dockerfile = readFileSync(join(root, mail.build?.context ?? '', mail.build?.dockerfile ?? ''), 'utf8');
    expect(dockerfile).toMatch(/npm install .*maildev@3\.0\.0$/m);
    expect(dockerfile).toContain('"--smtp", "1025", "--web", "1080"');
    expect(hostPorts(mail)).toEqual(['1080']);
    for (const service of table.services) {
      const env = services[composeServiceName(service.dir)]?.environment ?? {};
      expect(env.SMTP_URL).toBe('${SMTP_URL:-smtp://mail:1025?ignoreTLS=true}');
      expect(interpolate(env.MAIL_FROM ?? '')).toBe('Universo de Francesca <no-responder@universo.local>');
    }
  });

  it('can scale the scalable services: no container_name and no host port', () => {
    const scalable = table.services.filter((s) => s.scalable);
    expect(scalable.map((s) => s.dir)).toContain('svc-chat');
    for (const service of scalable) {
      const entry = services[composeServiceName(service.dir)] as ComposeService;
      expect(entry.container_name).toBeUndefined();
      expect(entry.ports ?? []).toEqual([]);
    }
  });

  it('publishes no host port twice, and the gateway on 8080', () => {
    const published = Object.values(services).flatMap(hostPorts);
    expect(new Set(published).size).toBe(published.length);
    expect(hostPorts(services.gateway as ComposeService)).toEqual(['8080']);
    expect(services.gateway?.ports?.map((p) => interpolate(String(p)))).toEqual(['8080:8080']);
  });

  it('starts the gateway after every service and static container is healthy', () => {
    const dependsOn = services.gateway?.depends_on ?? {};
    for (const dir of appDirs) expect(dependsOn[composeServiceName(dir)]?.condition).toBe('service_healthy');
    for (const dir of [table.shell.dir, ...table.remotes.map((r) => r.dir)]) {
      expect(services[composeServiceName(dir)]?.healthcheck).toBeDefined();
    }
    expect(services.gateway?.healthcheck).toBeDefined();
  });

  it('runs PostgreSQL 18 with a pg_isready check and creates the databases of the route table', () => {
    const postgres = services.postgres as ComposeService;
    expect(postgres.image).toMatch(/^postgres:18/);
    expect(JSON.stringify(postgres.healthcheck?.test)).toContain('pg_isready');
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql');
    const init = postgres.volumes?.find((v) => v.includes('/docker-entrypoint-initdb.d/'));
    expect(init?.split(':')[0]).toBe(`./${COMPOSE_INIT_SQL}`);
    const sql = readFileSync(join(root, COMPOSE_INIT_SQL), 'utf8');
    // If this fails, regenerate: npx tsx packages/stack/src/compose.ts > packages/stack/compose/postgres-init.sql
    expect(sql).toBe(composeInitSql(table));
    for (const service of table.services) expect(sql).toContain(`CREATE DATABASE ${service.database};`);
    expect(postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it("has a canary container per remote, named as the gateway's canary upstream expects, started only on request", () => {
    const gateway = services.gateway as ComposeService & { build?: { args?: Record<string, string> } };
    expect(gateway.build?.args?.GATEWAY_REMOTE_CANARY).toBe('${GATEWAY_REMOTE_CANARY:-}');
    expect(dockerfileOf('gateway')).toMatch(/GATEWAY_REMOTE_CANARY="\$GATEWAY_REMOTE_CANARY" [^\n]*npx tsx gateway\/src\/nginxConf\.ts/);
    for (const remote of table.remotes) {
      // The name the gateway's compose configuration proxies a canary to.
      const conf = renderGatewayFiles({ target: 'compose', table, remoteCanary: { remote: remote.name, percent: 10 } })['nginx.conf'];
      const upstream = new RegExp(`server (${composeServiceName(remote.dir)}-canary):${STATIC_CONTAINER_PORT} resolve;`).exec(conf);
      expect(upstream).not.toBeNull();
      const canary = services[upstream![1] as string];
      expect(canary).toBeDefined();
      expect(canary?.profiles).toEqual([`canary-${remote.name}`]);
      expect(canary?.image).toBe(
        `\${${composeServiceName(remote.dir).toUpperCase().replace(/-/g, '_')}_CANARY_IMAGE:-universo/${composeServiceName(remote.dir)}:canary}`,
      );
      expect(canary?.healthcheck?.test).toEqual(expect.arrayContaining([`http://127.0.0.1:${STATIC_CONTAINER_PORT}/mf-manifest.json`]));
      // The released remote is untouched: the gateway never waits for a canary.
      expect(Object.keys(gateway.depends_on ?? {})).not.toContain(upstream![1]);
    }
  });
});

describe('the Dockerfile', () => {
  it('builds each service on node:20-bookworm-slim with npm workspaces and a health check, the service its argument', () => {
    for (const service of table.services) {
      const name = composeServiceName(service.dir);
      expect(services[name]?.build).toEqual(
        expect.objectContaining({ target: 'service', args: expect.objectContaining({ APP: service.dir, PORT: String(service.port) }) }),
      );
      const text = dockerfileOf(name);
      expect(text).toMatch(/^FROM node:20-bookworm-slim AS build$/m);
      expect(text).toContain('npm ci');
      expect(text).toContain('packages/stack/src/cli/build.ts --only "$APP"');
      expect(text).toMatch(/^HEALTHCHECK /m);
      expect(text).toContain('/health');
      expect(text).toContain('CMD ["node", "dist/main.js"]');
      expect(text).toContain('EXPOSE ${PORT}');
    }
  });

  it('serves each front end from unprivileged nginx 1.27 on the port the gateway proxies to', () => {
    for (const dir of [table.shell.dir, ...table.remotes.map((r) => r.dir)]) {
      const name = composeServiceName(dir);
      expect(services[name]?.build).toEqual(expect.objectContaining({ target: 'front', args: expect.objectContaining({ APP: dir }) }));
      const text = dockerfileOf(name);
      expect(text).toContain('--only "$APP"');
      expect(text).toMatch(/^FROM nginxinc\/nginx-unprivileged:1\.27-alpine AS front$/m);
      expect(text).toContain('COPY --from=front-build /app/${APP}/dist/ /usr/share/nginx/html/');
      expect(text).toContain(`EXPOSE ${STATIC_CONTAINER_PORT}`);
    }
  });

  it('generates the gateway config for compose at build time, pointing at the compose services', () => {
    expect(services.gateway?.build?.target).toBe('gateway');
    const text = dockerfileOf('gateway');
    expect(text).toContain('gateway/src/nginxConf.ts --target compose');
    expect(text).toMatch(/^FROM nginxinc\/nginx-unprivileged:1\.27-alpine AS gateway$/m);
    const conf = renderGatewayFiles({ target: 'compose', table })['nginx.conf'];
    for (const service of table.services) expect(conf).toContain(`server ${composeServiceName(service.dir)}:${service.port} resolve`);
    for (const dir of [table.shell.dir, ...table.remotes.map((r) => r.dir)]) {
      expect(conf).toContain(`server ${composeServiceName(dir)}:${STATIC_CONTAINER_PORT} resolve`);
    }
  });

  it('puts the services’ media into the gateway image where the compose config serves them from', () => {
    const text = dockerfileOf('gateway');
    expect(text).toMatch(/gateway\/src\/nginxConf\.ts --target compose --out \/out --media-out \/media --api-docs-out \/api-docs$/m);
    expect(text).toContain(`COPY --from=gateway-build /media/ ${COMPOSE_MEDIA_ROOT}/`);
    const conf = renderGatewayFiles({ target: 'compose', table })['nginx.conf'];
    const routes = mediaRoutes(table);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(conf).toContain(`alias ${COMPOSE_MEDIA_ROOT}/${route.dir}/$1;`);
    // The media reach the gateway's build context.
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8');
    for (const route of routes) expect(ignore).not.toContain(route.dir);
  });

  it('keep node_modules and builds out of the build context', () => {
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data']));
  });
});
