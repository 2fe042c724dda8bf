import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPOSE_API_DOCS_DIR,
  COMPOSE_CONF_DIR,
  COMPOSE_MEDIA_ROOT,
  composeServiceName,
  FIRST_SCREENS_CONTAINER_DIR,
  STATIC_CONTAINER_PORT,
} from '@universo/gateway';
import { loadRouteTable, METRICS_PORT_OFFSET, metricsPortOf, type RouteTable, type ServiceEntry } from '@universo/route-table';
import { chartApps } from './chart';
import { readWorkspaces, type PackageJson } from './workspaceImports';
import { COMPOSE_FILE, staleComposeBuilds, withComposeBuilds } from './composeBuilds';
import { runGenerator } from './generatorCli';

/**
 * The one multi-stage Dockerfile of every image, generated like the chart so that the images,
 * docker-compose.yml and the chart agree (images.test.ts and composeImages.test.ts check all
 * three). A target per kind of app; the app is a build argument (APP), and what its image holds is
 * worked out inside the build (appImage.ts), from the route table and the workspace graph:
 *
 * - `service`: compiled in a build stage, its production dependencies alone installed in another
 *   (`npm ci --omit=dev --workspace $APP`), and a last stage with only those, the compiled code
 *   of the workspace and of the local packages it uses, run as an unprivileged user, with a
 *   health check on service-kit's /health (which asks the database);
 * - `front`: built in a build stage; the image is its static files behind nginx running as an
 *   unprivileged user (no Node.js, no node_modules);
 * - `gateway`: nginx as an unprivileged user with the configuration generated from the route
 *   table and the services' media;
 * - `first-screens`: the visitors' first screens' runner beside the gateway.
 *
 * Nothing in these images writes to its own filesystem: compose and the chart run them with a
 * read-only root and a small tmpfs (/tmp; nginx also /var/cache/nginx).
 *
 *   npm run images            # writes the Dockerfiles and docker-compose.yml's build sections
 *   npm run images -- --check # fails when one differs from the route table
 */

/** Node.js of every build and service image: the version the project runs on (engines). */
export const NODE_IMAGE = 'node:20-bookworm-slim';
/** nginx as uid 101, listening on 8080, its pid and temp files in /tmp. */
export const NGINX_IMAGE = 'nginxinc/nginx-unprivileged:1.27-alpine';
/** The `node` user of the Node.js images; numeric so a runtime can tell it is not root. */
export const NODE_USER = '1000:1000';
/** The `nginx` user of the unprivileged nginx images. */
export const NGINX_USER = '101:101';
/** service-kit's HealthController: 200 when the database answers, 503 when it does not. */
export const SERVICE_HEALTH_PATH = '/health';
/** What the gateway image answers only when its generated configuration is loaded. */
export const GATEWAY_HEALTH_PATH = '/remotes.json';
export const GATEWAY_PORT = 8080;
/**
 * Folders a read-only container may write to (compose `tmpfs`, the chart's emptyDir volumes). The
 * first screens' runner also writes its folder, a volume the gateway reads (FIRST_SCREENS_CONTAINER_DIR).
 */
export const WRITABLE_PATHS = { node: ['/tmp'], nginx: ['/tmp', '/var/cache/nginx'], firstScreens: ['/tmp', FIRST_SCREENS_CONTAINER_DIR] } as const;

export const HEALTHCHECK_TIMING = { interval: '10s', timeout: '3s', retries: 3 } as const;
const SERVICE_START_PERIOD = '30s';
const STATIC_START_PERIOD = '10s';

/** The health check command of a service: Node's fetch, since the slim image has no curl or wget. */
export function serviceHealthCommand(): string[] {
  return ['node', '-e', `fetch('http://127.0.0.1:'+process.env.PORT+'${SERVICE_HEALTH_PATH}').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`];
}

/** The health check command of an nginx image (busybox wget). */
export function nginxHealthCommand(path: string, port = STATIC_CONTAINER_PORT): string[] {
  return ['wget', '-q', '-O', '/dev/null', `http://127.0.0.1:${port}${path}`];
}

export type ImageKind = 'service' | 'front' | 'gateway';

/** The one Dockerfile of every image: a target per kind of app, the app a build argument. */
export const DOCKERFILE = 'Dockerfile';
/** The first screens' runner is a target of the same Dockerfile (not an app of the route table). */
export const FIRST_SCREENS_TARGET = 'first-screens';

/** How compose (and anyone running docker build) builds an image: the target and its arguments. */
export interface ImageBuild {
  context: '.';
  dockerfile: typeof DOCKERFILE;
  target: string;
  args?: Record<string, string>;
}

export interface ImagePlan {
  kind: ImageKind;
  /** Workspace folder (`svc-chat`), also the compose service and the chart's app name. */
  dir: string;
  app: string;
  /** The Dockerfile target (the kind) and the build arguments that make it this app's image. */
  build: ImageBuild;
  user: string;
  /** Ports the container listens on: the service's and its metrics port, or nginx's. */
  ports: number[];
  healthcheck: string[];
  writable: readonly string[];
  /** A service: the local packages it runs with (workspace folders), dependencies first. */
  localPackages: string[];
  service?: ServiceEntry;
}

/**
 * The local workspaces a workspace runs with: those named in its `dependencies` (and theirs),
 * which `npm ci --workspace` links into node_modules. Dependencies come before their users.
 */
export function localRuntimePackages(dir: string, workspaces: Map<string, PackageJson>): string[] {
  const dirByName = new Map([...workspaces].map(([d, p]) => [p.name, d]));
  const order: string[] = [];
  const visit = (current: string, path: string[]): void => {
    if (order.includes(current)) return;
    if (path.includes(current)) throw new Error(`Dependencia circular: ${[...path, current].join(' -> ')}`);
    const pkg = workspaces.get(current);
    for (const name of Object.keys({ ...pkg?.dependencies, ...pkg?.optionalDependencies })) {
      const local = dirByName.get(name);
      if (local) visit(local, [...path, current]);
    }
    order.push(current);
  };
  visit(dir, []);
  return order.filter((d) => d !== dir);
}

const imageBuild = (target: string, args?: Record<string, string>): ImageBuild => ({ context: '.', dockerfile: DOCKERFILE, target, ...(args ? { args } : {}) });

/**
 * The gateway's build arguments as compose passes them: each from the environment of
 * `docker compose`, with the default the site runs with (see the gateway target's comment).
 */
export const GATEWAY_BUILD_ARGS: Record<string, string> = {
  GATEWAY_TRUSTED_PROXIES: '${GATEWAY_TRUSTED_PROXIES:-}',
  GATEWAY_API_DOCS: '${GATEWAY_API_DOCS:-true}',
  GATEWAY_REMOTE_CANARY: '${GATEWAY_REMOTE_CANARY:-}',
  // `-` rather than `:-`: set empty, it turns the first screens off.
  GATEWAY_FIRST_SCREENS_DIR: `\${GATEWAY_FIRST_SCREENS_DIR-${FIRST_SCREENS_CONTAINER_DIR}}`,
};

export function imagePlans(table: RouteTable, workspaces = readWorkspaces(table.root)): ImagePlan[] {
  const apps = chartApps(table);
  const services = table.services.map((service): ImagePlan => {
    const ports = [service.port, metricsPortOf(service.port)];
    return {
      kind: 'service',
      dir: service.dir,
      app: composeServiceName(service.dir),
      build: imageBuild('service', { APP: service.dir, PORT: String(ports[0]), METRICS_PORT: String(ports[1]) }),
      user: NODE_USER,
      ports,
      healthcheck: serviceHealthCommand(),
      writable: WRITABLE_PATHS.node,
      localPackages: localRuntimePackages(service.dir, workspaces),
      service,
    };
  });
  const fronts = apps.fronts.map((front): ImagePlan => {
    const dir = front.kind === 'shell' ? table.shell.dir : (table.remotes.find((r) => composeServiceName(r.dir) === front.app)?.dir as string);
    return {
      kind: 'front',
      dir,
      app: front.app,
      build: imageBuild('front', { APP: dir, HEALTH_PATH: front.healthPath }),
      user: NGINX_USER,
      ports: [front.port],
      healthcheck: nginxHealthCommand(front.healthPath, front.port),
      writable: WRITABLE_PATHS.nginx,
      localPackages: [],
    };
  });
  const gateway: ImagePlan = {
    kind: 'gateway',
    dir: 'gateway',
    app: 'gateway',
    build: imageBuild('gateway', GATEWAY_BUILD_ARGS),
    user: NGINX_USER,
    ports: [GATEWAY_PORT],
    healthcheck: nginxHealthCommand(GATEWAY_HEALTH_PATH, GATEWAY_PORT),
    writable: WRITABLE_PATHS.nginx,
    localPackages: [],
  };
  return [...services, ...fronts, gateway];
}

/** The first screens' runner, built from the same Dockerfile. */
export const FIRST_SCREENS_BUILD: ImageBuild = imageBuild(FIRST_SCREENS_TARGET);

/**
 * The plan of the app a build argument names, for the image build to check its arguments and
 * work out what the image holds; a Spanish message when the app is not one of that kind.
 */
export function planOf(plans: ImagePlan[], kind: ImageKind, app: string | undefined): ImagePlan {
  const plan = plans.find((p) => p.kind === kind && p.dir === app);
  if (!plan) {
    const known = plans.filter((p) => p.kind === kind).map((p) => p.dir);
    throw new Error(`APP=${app ?? ''} no es ${kind === 'service' ? 'un servicio' : 'un front end'} de la tabla de rutas (${known.join(', ')})`);
  }
  return plan;
}

/** The build arguments given (the environment a RUN sees) that differ from the app's plan. */
export function wrongBuildArgs(plan: ImagePlan, given: Record<string, string | undefined>): string[] {
  return Object.entries(plan.build.args ?? {})
    .filter(([name, value]) => given[name] !== value)
    .map(([name, value]) => `${name}=${given[name] ?? ''} (la tabla de rutas dice ${value})`);
}

const json = (value: unknown): string => JSON.stringify(value);
const healthcheckLine = (startPeriod: string, command: string): string =>
  `HEALTHCHECK --interval=${HEALTHCHECK_TIMING.interval} --timeout=${HEALTHCHECK_TIMING.timeout} --start-period=${startPeriod} --retries=${HEALTHCHECK_TIMING.retries} \\\n  CMD ${command}`;

/** The Dockerfile of every image. */
export function dockerfileText(table: RouteTable): string {
  const playwrightVersion = lockedVersion(table.root, 'playwright-core', 'dependencia de packages/stack');
  return `# syntax=docker/dockerfile:1.7
# Generated from the route table by packages/deploy/src/images.ts (npm run images). Do not edit.
# Every image of the project, built from the repository root (npm workspaces): one target per kind
# of app, APP naming the app's workspace. What an image holds is worked out inside the build from
# the route table and the workspaces' package.json files (packages/deploy/src/appImage.ts checks
# the arguments against them). docker-compose.yml passes each app's target and arguments
# (npm run images writes them from the route table), as in
#   docker build --target service --build-arg APP=<svc-…> --build-arg PORT=<port> --build-arg METRICS_PORT=<port + ${METRICS_PORT_OFFSET}> -t universo/<svc-…> .
#   docker build --target front --build-arg APP=<shell or mfe-…> --build-arg HEALTH_PATH=</index.html or /mf-manifest.json> -t universo/<app> .
#   docker build --target gateway -t universo/gateway .
#   docker build --target ${FIRST_SCREENS_TARGET} -t universo/${FIRST_SCREENS_APP} .

# The lockfile and every package.json, as they are (to build) and without the workspaces'
# devDependencies (to install production dependencies only): the npm ci layers below stay cached
# until a dependency changes. Shared by every target, so builders share its cache.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN node packages/deploy/image/manifests.mjs /manifests /manifests-production

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .

########## service: a NestJS service of the route table (APP=svc-…, PORT, METRICS_PORT)

# Compiles APP and the workspace packages it runs with (swc), then sets apart what runs: each
# one's package.json and the files it lists in "files" (compiled code, data it reads), and the
# Debian packages the route table says it runs (debianPackages).
FROM build AS service-build
ARG APP PORT METRICS_PORT
RUN npx tsx packages/stack/src/cli/build.ts --only "$APP" \\
 && npx tsx packages/deploy/src/appImage.ts service --ship /ship --plan /plan

# APP's production dependencies and nothing else: no compiler, no test tool, no React, no
# embedded PostgreSQL.
FROM ${NODE_IMAGE} AS service-deps
ARG APP
WORKDIR /app
COPY --from=manifests /manifests-production/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace "$APP" --no-audit --no-fund \\
 && rm package-lock.json

FROM ${NODE_IMAGE} AS service
ARG APP PORT METRICS_PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=\${PORT} METRICS_PORT=\${METRICS_PORT}
# What the service runs besides Node, when the route table names anything (a text-to-speech
# voice, say). Its own layer, rebuilt only when that list changes.
RUN --mount=type=bind,from=service-build,source=/plan,target=/plan \\
    if [ -s /plan/debian-packages ]; then \\
      apt-get update \\
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(cat /plan/debian-packages) \\
      && rm -rf /var/lib/apt/lists/*; \\
    fi
WORKDIR /app
COPY --from=service-deps /app/ ./
COPY --from=service-build /ship/ ./
WORKDIR /app/\${APP}
# Files belong to root and are only read: the service writes nothing (read-only root, /tmp aside).
USER ${NODE_USER}
EXPOSE \${PORT} \${METRICS_PORT}
${healthcheckLine(SERVICE_START_PERIOD, json(serviceHealthCommand()))}
# SIGTERM (docker stop) closes HTTP and the database pool, then exits 0.
CMD ["node", "dist/main.js"]

########## front: the shell or a remote (APP, HEALTH_PATH: the file every healthy container serves)

FROM build AS front-build
ARG APP HEALTH_PATH
RUN npx tsx packages/deploy/src/appImage.ts front \\
 && npx tsx packages/stack/src/cli/build.ts --only "$APP" \\
 && rm -f "$APP/dist/.universo-build-stamp" \\
 && npx tsx gateway/src/nginxConf.ts --target static --out /out/default.conf

# Static files behind nginx, which runs as an unprivileged user: no Node.js, no node_modules.
# The gateway in front adds the security and cache headers.
FROM ${NGINX_IMAGE} AS front
ARG APP HEALTH_PATH
ENV HEALTH_PATH=\${HEALTH_PATH}
COPY --from=front-build /out/default.conf /etc/nginx/conf.d/default.conf
COPY --from=front-build /app/\${APP}/dist/ /usr/share/nginx/html/
USER ${NGINX_USER}
EXPOSE ${STATIC_CONTAINER_PORT}
${healthcheckLine(STATIC_START_PERIOD, nginxHealthCommand('$HEALTH_PATH').join(' '))}

########## gateway: nginx with the configuration generated from the route table

# nginx.conf and its includes, generated from the route table for the compose topology, and the
# services' media (chapter narration), which the gateway serves from disk with range requests.
# GATEWAY_TRUSTED_PROXIES: the load balancers in front whose X-Forwarded-For is believed (none by default).
# TLS (see gateway/README.md): certificate paths as the running container sees them (mount them),
# or GATEWAY_BEHIND_TLS=true when a load balancer in front ends TLS. Plain http when none is given.
# GATEWAY_API_DOCS=false: no /api/openapi.json nor /api/docs (the merged OpenAPI document and its page).
# GATEWAY_REMOTE_CANARY=stories=10: 10% of browsers get the <remote>-canary container's build of that remote.
# GATEWAY_FIRST_SCREENS_DIR=${FIRST_SCREENS_CONTAINER_DIR}: pages include the visitors' first screens kept there
# (a volume the ${FIRST_SCREENS_APP} container writes, see the ${FIRST_SCREENS_TARGET} target); none when empty.
FROM build AS gateway-build
ARG GATEWAY_TRUSTED_PROXIES="" GATEWAY_TLS_CERT= GATEWAY_TLS_KEY= GATEWAY_HTTP_REDIRECT_PORT= GATEWAY_BEHIND_TLS=false GATEWAY_API_DOCS=true GATEWAY_REMOTE_CANARY= GATEWAY_FIRST_SCREENS_DIR=
RUN GATEWAY_TRUSTED_PROXIES="$GATEWAY_TRUSTED_PROXIES" GATEWAY_API_DOCS="$GATEWAY_API_DOCS" GATEWAY_REMOTE_CANARY="$GATEWAY_REMOTE_CANARY" GATEWAY_FIRST_SCREENS_DIR="$GATEWAY_FIRST_SCREENS_DIR" npx tsx gateway/src/nginxConf.ts --target compose --out /out --media-out /media --api-docs-out /api-docs

# nginx as an unprivileged user; the chart mounts its own copy of the configuration over
# ${COMPOSE_CONF_DIR} (a ConfigMap). The API reference stays in the image, outside that folder.
FROM ${NGINX_IMAGE} AS gateway
COPY --from=gateway-build /out/ ${COMPOSE_CONF_DIR}/
COPY --from=gateway-build /media/ ${COMPOSE_MEDIA_ROOT}/
COPY --from=gateway-build /api-docs/ ${COMPOSE_API_DOCS_DIR}/
USER ${NGINX_USER}
EXPOSE ${GATEWAY_PORT}
${healthcheckLine(STATIC_START_PERIOD, json(nginxHealthCommand(GATEWAY_HEALTH_PATH, GATEWAY_PORT)))}
CMD ["nginx", "-c", "/etc/nginx/universo/nginx.conf", "-g", "daemon off;"]

########## ${FIRST_SCREENS_TARGET}: the visitors' first screens beside the gateway

# docker-compose.yml's ${FIRST_SCREENS_APP}, the chart's sidecar in the gateway pod.
# packages/stack/src/cli/firstScreens.ts and what it imports in one file (esbuild, which tsx brings),
# playwright-core left out; beside it the route table (every package.json, which loadRouteTable reads),
# so the image needs neither the workspaces' sources nor their dependencies.
FROM build AS ${FIRST_SCREENS_TARGET}-build
RUN npx --no-install esbuild packages/stack/src/cli/firstScreens.ts --bundle --platform=node --target=node20 --format=cjs \\
    --external:playwright-core --log-level=warning --outfile=/out/${FIRST_SCREENS_BUNDLE} \\
 && node packages/deploy/image/manifests.mjs /tmp/manifests /out \\
 && rm /out/package-lock.json

# playwright-core alone, the lockfile's version: no browser of its own (Debian's Chromium runs).
FROM ${NODE_IMAGE} AS ${FIRST_SCREENS_TARGET}-install
WORKDIR /opt/playwright
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund --no-save playwright-core@${playwrightVersion}

FROM ${NODE_IMAGE} AS ${FIRST_SCREENS_TARGET}
# Debian's Chromium; the folder the first screens are kept in belongs to the runner's user, so a
# new compose volume mounted there is created writable for it.
RUN apt-get update \\
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \\
 && rm -rf /var/lib/apt/lists/* \\
 && mkdir -p ${FIRST_SCREENS_CONTAINER_DIR} \\
 && chown ${NODE_USER} ${FIRST_SCREENS_CONTAINER_DIR}
# HOME in /tmp: Chromium writes its settings and crash reports under it (read-only root).
ENV NODE_ENV=production CHROMIUM_PATH=${CHROMIUM_PATH} HOME=/tmp FIRST_SCREENS_DIR=${FIRST_SCREENS_CONTAINER_DIR}
WORKDIR /app
COPY --from=${FIRST_SCREENS_TARGET}-install /opt/playwright/node_modules/ ./node_modules/
COPY --from=${FIRST_SCREENS_TARGET}-build /out/ ./
USER ${NODE_USER}
# No port and nothing to ask: a round that fails is logged and tried again ten minutes later, and a
# crash ends the process (the restart policy brings it back).
HEALTHCHECK NONE
# Needs FIRST_SCREENS_SITE_URL (the gateway, e.g. http://gateway:8080) and PUBLIC_URL (the site's address).
CMD ["node", "${FIRST_SCREENS_BUNDLE}"]
`;
}

/** The version of a package the lockfile pins at the top of node_modules. */
export function lockedVersion(root: string, name: string, why: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json no tiene ${name} (${why})`);
  return version;
}

/**
 * The visitors' first screens beside the gateway: docker-compose.yml's service and the chart's
 * sidecar in the gateway pod (packages/stack/src/cli/firstScreens.ts).
 */
export const FIRST_SCREENS_APP = 'first-screens';
/** Debian's Chromium, as under npm start (captureFirstScreens opens it through playwright-core). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The runner as one file, in /app beside the route table's package.json files (loadRouteTable finds them there). */
const FIRST_SCREENS_BUNDLE = 'first-screens.cjs';

/** The development mail catcher's image (docker-compose's `mail`), beside the compose SQL scripts. */
export const MAIL_DOCKERFILE = 'packages/stack/compose/mail.Dockerfile';
export const MAIL_PORTS = { smtp: 1025, web: 1080 } as const;

/** The maildev version `npm start` runs (packages/stack's devDependency), as the lockfile pins it. */
export function maildevVersion(root: string): string {
  return lockedVersion(root, 'maildev', 'devDependency de packages/stack');
}

export function mailHealthCommand(): string[] {
  return ['node', '/opt/maildev/node_modules/maildev/dist/bin/healthcheck.js'];
}

/**
 * maildev as an unprivileged user, its mail in memory: every mail the services send, at
 * http://localhost:1080 (REST listing at /api/email), as under npm start.
 */
export function mailDockerfileText(version: string): string {
  return `# syntax=docker/dockerfile:1.7
# Generated by packages/deploy/src/images.ts (npm run images). Do not edit.
# The development mail catcher of docker-compose.yml: maildev ${version}, the version npm start runs.
FROM ${NODE_IMAGE} AS install
WORKDIR /opt/maildev
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund --no-save maildev@${version}

FROM ${NODE_IMAGE}
ENV NODE_ENV=production MAILDEV_SMTP_PORT=${MAIL_PORTS.smtp} MAILDEV_WEB_PORT=${MAIL_PORTS.web}
COPY --from=install /opt/maildev/node_modules /opt/maildev/node_modules
USER ${NODE_USER}
EXPOSE ${MAIL_PORTS.smtp} ${MAIL_PORTS.web}
${healthcheckLine(STATIC_START_PERIOD, json(mailHealthCommand()))}
CMD ["node", "/opt/maildev/node_modules/maildev/dist/bin/maildev.js", "--smtp", "${MAIL_PORTS.smtp}", "--web", "${MAIL_PORTS.web}"]
`;
}

/** Every Dockerfile, path relative to the repository root -> text. */
export function dockerfiles(table: RouteTable): Record<string, string> {
  return {
    [DOCKERFILE]: dockerfileText(table),
    [MAIL_DOCKERFILE]: mailDockerfileText(maildevVersion(table.root)),
  };
}

/** How docker-compose.yml builds each image of the Dockerfile: compose service -> build section. */
export function composeBuilds(table: RouteTable, workspaces = readWorkspaces(table.root)): Record<string, ImageBuild> {
  return { ...Object.fromEntries(imagePlans(table, workspaces).map((plan) => [plan.app, plan.build])), [FIRST_SCREENS_APP]: FIRST_SCREENS_BUILD };
}

/** The generated files whose committed copy differs from what the route table gives now. */
export function staleImageFiles(root: string, table: RouteTable = loadRouteTable(root)): string[] {
  const read = (path: string): string | undefined => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return undefined;
    }
  };
  const stale = Object.entries(dockerfiles(table))
    .filter(([path, text]) => read(path) !== text)
    .map(([path]) => path);
  const compose = read(COMPOSE_FILE);
  if (compose === undefined || staleComposeBuilds(compose, composeBuilds(table)).length > 0) stale.push(COMPOSE_FILE);
  return stale;
}

if (require.main === module) {
  const table = loadRouteTable();
  runGenerator({
    stale: () => staleImageFiles(table.root, table),
    write: () => {
      const written = Object.entries(dockerfiles(table)).map(([path, text]) => {
        writeFileSync(join(table.root, path), text);
        return path;
      });
      const composePath = join(table.root, COMPOSE_FILE);
      writeFileSync(composePath, withComposeBuilds(readFileSync(composePath, 'utf8'), composeBuilds(table)));
      return [...written, COMPOSE_FILE];
    },
    current: 'El Dockerfile y las secciones build de docker-compose.yml coinciden con la tabla de rutas.',
    differs: 'El Dockerfile o docker-compose.yml no coinciden con la tabla de rutas; ejecuta npm run images',
  });
}
