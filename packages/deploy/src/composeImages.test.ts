import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadRouteTable, metricsPortOf } from '@universo/route-table';
import { FIRST_SCREENS_CONTAINER_DIR } from '@universo/gateway';
import {
  DOCKERFILE,
  FIRST_SCREENS_APP,
  FIRST_SCREENS_BUILD,
  FIRST_SCREENS_TARGET,
  GATEWAY_PORT,
  imagePlans,
  MAIL_DOCKERFILE,
  MAIL_PORTS,
  mailHealthCommand,
  WRITABLE_PATHS,
  type ImagePlan,
} from './images';
import { fixture, type K8sObject, render } from './renderChart';
import { dockerStages, finalStage, healthcheckCommand, stageNamed, withBuildArgs } from './testing/dockerfileStages';

/**
 * docker-compose.yml runs the images of the Dockerfiles as they were made to run: as their user,
 * on a read-only root with a tmpfs where they write, with their health check, in the order of
 * their health. No engine runs here, so the file is read and compared with the route table, the
 * Dockerfiles and the chart (which runs the same images on Kubernetes).
 */
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  restart?: string;
  volumes?: string[];
  user?: string;
  read_only?: boolean;
  tmpfs?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number; start_period?: string };
}

const table = loadRouteTable();
const root = table.root;
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const plans = imagePlans(table);
const serviceOf = (plan: ImagePlan): ComposeService => {
  const entry = services[plan.app];
  if (!entry) throw new Error(`docker-compose.yml no tiene ${plan.app}`);
  return entry;
};
const finalOf = (dockerfile: string) => finalStage(dockerStages(readFileSync(join(root, dockerfile), 'utf8')));
const dockerfileText = readFileSync(join(root, DOCKERFILE), 'utf8');
/** The last stage of an image of the one Dockerfile: its target, as its build arguments make it. */
const targetOf = (build: { target: string; args?: Record<string, string> }) =>
  withBuildArgs(stageNamed(dockerStages(dockerfileText), build.target), build.args ?? {});
const tmpfsPaths = (entry: ComposeService): string[] => (entry.tmpfs ?? []).map((t) => t.split(':')[0] as string);

describe('docker-compose.yml runs the images as the Dockerfiles make them', () => {
  it.each(plans.map((p) => [p.app, p] as const))('%s: built from its target of the Dockerfile, as its user, read-only, with its health check', (_app, plan) => {
    const entry = serviceOf(plan);
    expect(entry.build).toEqual(plan.build);
    const last = targetOf(plan.build);
    const user = last.instructions.find((i) => i.keyword === 'USER')?.text;
    expect(entry.user).toBe(user);
    expect(entry.read_only).toBe(true);
    // Exactly where the process writes, nothing more.
    expect(tmpfsPaths(entry).sort()).toEqual([...plan.writable].sort());
    const health = healthcheckCommand(last.instructions.find((i) => i.keyword === 'HEALTHCHECK') as Parameters<typeof healthcheckCommand>[0]);
    // The front ends' check is the shell form (its path an argument of the build): the same words.
    expect(entry.healthcheck?.test).toEqual(['CMD', ...(health[0] === 'CMD-SHELL' ? (health[1] as string).split(/\s+/) : health)]);
    expect(entry.healthcheck?.test).toEqual(['CMD', ...plan.healthcheck]);
  });

  it.each(plans.filter((p) => p.kind === 'service').map((p) => [p.app, p] as const))(
    '%s: listens where the route table and its image say, after PostgreSQL is healthy',
    (_app, plan) => {
      const entry = serviceOf(plan);
      const service = plan.service;
      expect(entry.environment?.PORT).toBe(String(service?.port));
      expect(entry.environment?.METRICS_PORT).toBe(String(metricsPortOf(service?.port ?? 0)));
      expect(plan.ports).toEqual([service?.port, metricsPortOf(service?.port ?? 0)]);
      expect(entry.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(entry.depends_on?.['db-roles']?.condition).toBe('service_completed_successfully');
      // The metrics port is never published: Prometheus scrapes it inside the network.
      expect((entry.ports ?? []).join(' ')).not.toContain(String(metricsPortOf(service?.port ?? 0)));
    },
  );

  it('starts the gateway once every service and front end is healthy (and the first screens’ runner, which waits for it)', () => {
    const gateway = services.gateway as ComposeService;
    const others = plans.filter((p) => p.kind !== 'gateway').map((p) => p.app);
    expect(Object.keys(gateway.depends_on ?? {}).sort()).toEqual([...others, FIRST_SCREENS_APP].sort());
    for (const app of others) expect(gateway.depends_on?.[app]?.condition).toBe('service_healthy');
    // Created first, the volume takes the runner's image folder and its owner; the gateway only reads it.
    expect(gateway.depends_on?.[FIRST_SCREENS_APP]?.condition).toBe('service_started');
  });

  it('keeps the visitors’ first screens in a volume the runner writes and the gateway reads, as the gateway is built to include them', () => {
    const runner = services[FIRST_SCREENS_APP] as ComposeService;
    const gateway = services.gateway as ComposeService;
    expect(runner.build).toEqual(FIRST_SCREENS_BUILD);
    expect(FIRST_SCREENS_BUILD).toEqual({ context: '.', dockerfile: DOCKERFILE, target: FIRST_SCREENS_TARGET });
    const last = targetOf(FIRST_SCREENS_BUILD);
    expect(runner.user).toBe(last.instructions.find((i) => i.keyword === 'USER')?.text);
    expect(runner.read_only).toBe(true);
    expect(runner.restart).toBe('unless-stopped');
    // Chromium's profile in a tmpfs, the first screens in the volume: nothing else is written.
    expect(tmpfsPaths(runner)).toEqual(WRITABLE_PATHS.firstScreens.filter((path) => path !== FIRST_SCREENS_CONTAINER_DIR));
    expect(runner.volumes).toEqual([`first-screens:${FIRST_SCREENS_CONTAINER_DIR}`]);
    expect(compose.volumes).toHaveProperty('first-screens');
    expect(gateway.volumes).toEqual([`first-screens:${FIRST_SCREENS_CONTAINER_DIR}:ro`]);
    // The gateway's configuration reads the same folder (unless GATEWAY_FIRST_SCREENS_DIR is set empty).
    expect(gateway.build?.args?.GATEWAY_FIRST_SCREENS_DIR).toBe(`\${GATEWAY_FIRST_SCREENS_DIR-${FIRST_SCREENS_CONTAINER_DIR}}`);
    expect(dockerfileText).toContain('GATEWAY_FIRST_SCREENS_DIR="$GATEWAY_FIRST_SCREENS_DIR" npx tsx gateway/src/nginxConf.ts --target compose');
    // It opens the pages at the gateway, and writes the site's public address into them, as the services know it.
    expect(runner.environment?.FIRST_SCREENS_SITE_URL).toBe(`http://gateway:${GATEWAY_PORT}`);
    expect(runner.environment?.PUBLIC_URL).toBe(services[table.services[0]!.dir]?.environment?.PUBLIC_URL);
  });

  it('runs every container read-only, PostgreSQL and the mail catcher included', () => {
    for (const [name, entry] of Object.entries(services)) expect({ name, readOnly: entry.read_only }).toEqual({ name, readOnly: true });
    expect(tmpfsPaths(services.postgres as ComposeService)).toEqual(expect.arrayContaining(['/var/run/postgresql', '/tmp']));
    // No container runs as root: the ones of our images by their USER, the psql job as postgres.
    for (const [name, entry] of Object.entries(services)) {
      if (name === 'postgres') continue; // its entrypoint prepares the volume as root, then runs as postgres
      expect({ name, user: entry.user && !/^(?:0|root)(?::|$)/.test(entry.user) }).toEqual({ name, user: true });
    }
  });

  it('builds the mail catcher from its own Dockerfile, with its health check', () => {
    const mail = services.mail as ComposeService;
    expect(mail.build).toEqual({ context: './packages/stack/compose', dockerfile: 'mail.Dockerfile' });
    expect(join('packages/stack/compose', mail.build?.dockerfile ?? '')).toBe(MAIL_DOCKERFILE);
    const last = finalOf(MAIL_DOCKERFILE);
    expect(mail.user).toBe(last.instructions.find((i) => i.keyword === 'USER')?.text);
    expect(mail.healthcheck?.test).toEqual(['CMD', ...mailHealthCommand()]);
    expect(mail.ports).toEqual([`\${MAIL_WEB_PORT:-${MAIL_PORTS.web}}:${MAIL_PORTS.web}`]);
    // What the services send to unless SMTP_URL names a relay.
    for (const service of table.services)
      expect(services[service.dir]?.environment?.SMTP_URL).toBe(`\${SMTP_URL:-smtp://mail:${MAIL_PORTS.smtp}?ignoreTLS=true}`);
  });
});

describe('the chart runs the same images the same way', () => {
  const objects = render([fixture('values-cluster.yaml')]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const deployment = (name: string): K8sObject => {
    const found = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    if (!found) throw new Error(`Deployment/${name}`);
    return found;
  };

  it.each(plans.map((p) => [p.app, p] as const))('%s: the image’s user, a read-only root, and a volume wherever the image writes', (app, plan) => {
    const pod = deployment(app).spec.template.spec as Any;
    const [uid, gid] = plan.user.split(':').map(Number);
    expect(pod.securityContext).toEqual(expect.objectContaining({ runAsNonRoot: true, runAsUser: uid, runAsGroup: gid }));
    const container = pod.containers[0] as Any;
    expect(container.securityContext).toEqual(expect.objectContaining({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false }));
    const mounts = (container.volumeMounts as Any[]).map((m) => m.mountPath as string);
    expect(mounts).toEqual(expect.arrayContaining([...plan.writable]));
    expect((container.ports as Any[]).map((p) => p.containerPort)).toEqual(plan.ports);
  });
});
