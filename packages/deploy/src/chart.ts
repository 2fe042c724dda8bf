import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { API_DOCS_FILES, composeServiceName, FIRST_SCREENS_CONTAINER_DIR, renderGatewayFiles, STATIC_CONTAINER_PORT } from '@universo/gateway';
import { loadRouteTable, metricsPortOf, type RouteTable } from '@universo/route-table';
// The source file (it imports only pg), not the package: this runs with tsx, without a build.
import { databaseRoleNames, databaseRolesSql } from '../../service-kit/src/databaseRoles';
import { valuesSchema } from './valuesSchema';
import { runGenerator } from './generatorCli';

/** The chart, relative to the repository root. */
export const CHART_DIR = 'deploy/helm/universo';
/** Where the generated files live inside the chart (read by the templates with .Files.Get). */
export const GENERATED_DIR = 'generated';

/** A service as the chart's templates read it. */
export interface ChartService {
  /** Route-table short name (`chat`). */
  name: string;
  /** Workspace folder, also the Kubernetes name of its Deployment and Service (`svc-chat`). */
  app: string;
  port: number;
  /** Its internal Prometheus port (`/metrics`), never routed by the gateway. */
  metricsPort: number;
  database: string;
  /** Its two database roles (packages/service-kit/src/databaseRoles.ts). */
  roles: { owner: string; app: string };
  /** The URL prefixes the gateway sends to it (documentation of the rendered objects). */
  api: string[];
  scalable: boolean;
  sendsMail: boolean;
  /** The services it calls directly: their app names, ports and the paths it calls. */
  calls: { app: string; port: number; paths: string[] }[];
  /** The apps that call it directly (besides the gateway). */
  callers: string[];
  /** Environment variable holding its base URL for the others (`CHAT_URL`). */
  urlEnv: string;
}

/** A front end (the shell or a remote) as the chart reads it: static files behind nginx. */
export interface ChartFront {
  app: string;
  kind: 'shell' | 'remote';
  /** Module Federation name of a remote. */
  name?: string;
  routes: string[];
  /** A file every healthy container serves. */
  healthPath: string;
  port: number;
}

export interface ChartApps {
  services: ChartService[];
  fronts: ChartFront[];
}

const HEADER = (what: string): string => `${what} Generated from the route table by packages/deploy/src/chart.ts (npm run chart). Do not edit.`;

/** The route table as the templates read it. */
export function chartApps(table: RouteTable): ChartApps {
  const services = table.services.map((service): ChartService => {
    const calls = Object.entries(service.calls ?? {}).map(([target, paths]) => {
      const callee = table.services.find((s) => s.name === target);
      if (!callee) throw new Error(`${service.dir} llama a ${target}, que no está en la tabla de rutas`);
      return { app: composeServiceName(callee.dir), port: callee.port, paths };
    });
    return {
      name: service.name,
      app: composeServiceName(service.dir),
      port: service.port,
      metricsPort: metricsPortOf(service.port),
      database: service.database,
      roles: databaseRoleNames(service.database),
      api: service.api,
      scalable: service.scalable,
      sendsMail: service.sendsMail === true,
      calls,
      callers: [],
      urlEnv: `${service.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`,
    };
  });
  for (const service of services) {
    for (const call of service.calls) services.find((s) => s.app === call.app)?.callers.push(service.app);
  }
  const fronts: ChartFront[] = [
    { app: composeServiceName(table.shell.dir), kind: 'shell', routes: ['/'], healthPath: '/index.html', port: STATIC_CONTAINER_PORT },
    ...table.remotes.map((remote): ChartFront => ({
      app: composeServiceName(remote.dir),
      kind: 'remote',
      name: remote.name,
      routes: remote.routes,
      healthPath: '/mf-manifest.json',
      port: STATIC_CONTAINER_PORT,
    })),
  ];
  return { services, fronts };
}

/** YAML for the apps list: JSON is YAML, and needs no YAML library in the chart's toolchain. */
function appsYaml(apps: ChartApps): string {
  return `${HEADER('#')}\n${JSON.stringify(apps, null, 2)}\n`;
}

// A stand-in address, replaced by the chart's own list (gateway.trustedProxies) when rendered.
const TRUSTED_PROXY_PLACEHOLDER = '192.0.2.1';

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`nginx.conf: se esperaba un solo ${what}, hay ${matches?.length ?? 0}`);
  return text.replace(pattern, replacement);
}

/** The chart's placeholders in a compose configuration (see gatewayFilesForChart). */
function templatizeNginx(text: string): string {
  let nginx = text.replace(/\(target: compose\)/, '(target: compose, for deploy/helm/universo)');
  nginx = replaceOnce(
    nginx,
    new RegExp(`\\n( *)set_real_ip_from ${TRUSTED_PROXY_PLACEHOLDER.replace(/\./g, '\\.')};\\n *real_ip_header X-Forwarded-For;\\n *real_ip_recursive on;`),
    '\n$1{{- range .Values.gateway.trustedProxies }}\n$1set_real_ip_from {{ . }};\n$1{{- end }}\n$1{{- if .Values.gateway.trustedProxies }}\n$1real_ip_header X-Forwarded-For;\n$1real_ip_recursive on;\n$1{{- end }}',
    'bloque de proxies de confianza',
  );
  nginx = replaceOnce(
    nginx,
    /(map \$scheme \$universo_public_scheme \{\n *default )https;/,
    '$1{{ if .Values.gateway.behindTls }}https{{ else }}$scheme{{ end }};',
    'esquema público',
  );
  nginx = replaceOnce(
    nginx,
    /\n( *)(location = \/api\/openapi\.json \{[\s\S]*?\n\1\}\n\1location = \/api\/docs \{[\s\S]*?\n\1\})/,
    '\n$1{{- if .Values.gateway.apiDocs }}\n$1$2\n$1{{- end }}',
    'bloque de la referencia de la API',
  );
  return nginx;
}

// A stand-in share, replaced by the chart's canary.<remote>.weight when rendered.
const CANARY_WEIGHT_PLACEHOLDER = 12.34;

/**
 * The lines a canary adds to the configuration, by the line of the configuration without canary
 * they come before. A canary only adds lines (maps, its split, its upstream, the cookie and the
 * rewrite); anything else is a change this merge cannot express, and it says so.
 */
export function insertedLines(base: string[], variant: string[]): Map<number, string[]> {
  const inserted = new Map<number, string[]>();
  let i = 0;
  for (const line of variant) {
    if (i < base.length && line === base[i]) {
      i += 1;
      continue;
    }
    inserted.set(i, [...(inserted.get(i) ?? []), line]);
  }
  if (i !== base.length) throw new Error(`nginx.conf: un canario cambia la línea «${base[i]}» en vez de añadir líneas`);
  return inserted;
}

/** Lines a value of the chart adds to the configuration: rendered with it on, kept behind its condition. */
interface ConditionalVariant {
  /** A Helm condition (`hasKey .Values.canary "stories"`, `.Values.firstScreens.enabled`). */
  condition: string;
  text: string;
  /** A line as the chart writes it (a canary's share is the value's own). */
  line?: (line: string) => string[];
}

/**
 * Each variant's added lines behind its Helm condition: with the value on, the rendered
 * configuration is the one the gateway writes with that option; with it off, the base.
 */
function withConditionalLines(base: string, variants: ConditionalVariant[]): string {
  const baseLines = base.split('\n');
  const blocks = new Map<number, string[]>();
  for (const { condition, text, line } of variants) {
    for (const [at, lines] of insertedLines(baseLines, text.split('\n'))) {
      const body = lines.flatMap((l) => line?.(l) ?? [l]);
      blocks.set(at, [...(blocks.get(at) ?? []), `{{- if ${condition} }}`, ...body, '{{- end }}']);
    }
  }
  return baseLines.flatMap((l, at) => [...(blocks.get(at) ?? []), l]).join('\n');
}

/**
 * The canary of each remote (GATEWAY_REMOTE_CANARY=<remote>=<weight>) behind
 * `canary.<remote>`, its share from `canary.<remote>.weight`.
 */
function canaryVariant(remote: string, text: string): ConditionalVariant {
  const value = `(index .Values.canary ${JSON.stringify(remote)})`;
  return {
    condition: `hasKey (.Values.canary | default dict) ${JSON.stringify(remote)}`,
    text,
    line: (line) => {
      const share = new RegExp(`^( *)${String(CANARY_WEIGHT_PLACEHOLDER).replace('.', '\\.')}% canary;$`).exec(line);
      // nginx refuses a 0% line: with no share every browser is on the released build.
      return share ? [`${share[1]}{{- if gt (float64 ${value}.weight) 0.0 }}`, `${share[1]}{{ ${value}.weight }}% canary;`, `${share[1]}{{- end }}`] : [line];
    },
  };
}

/**
 * The gateway's files for Kubernetes: the compose configuration with the cluster's DNS and
 * complete service names, and Helm placeholders the chart fills in with `tpl` (namespace,
 * cluster domain and resolver; the trusted proxies; TLS at the edge; the API reference; a
 * remote's canary; the first screens). Nothing else differs from what docker-compose runs.
 */
export function gatewayFilesForChart(table: RouteTable): Record<string, string> {
  // The generation must not depend on the shell it runs in: these read the environment otherwise.
  const saved = Object.fromEntries(
    [
      'GATEWAY_HOST',
      'GATEWAY_TLS_CERT',
      'GATEWAY_TLS_KEY',
      'GATEWAY_HTTP_REDIRECT_PORT',
      'GATEWAY_API_DOCS',
      'GATEWAY_REMOTE_CANARY',
      'GATEWAY_REMOTE_CANARY_DIR',
      'GATEWAY_FIRST_SCREENS_DIR',
    ].map((name) => [name, process.env[name]]),
  );
  for (const name of Object.keys(saved)) delete process.env[name];
  try {
    const render = (remoteCanary?: { remote: string; percent: number }, firstScreensDir?: string) =>
      renderGatewayFiles({
        target: 'compose',
        table,
        resolver: '{{ .Values.gateway.resolver }}',
        hostSuffix: '.{{ .Release.Namespace }}.svc.{{ .Values.clusterDomain }}',
        trustedProxies: [TRUSTED_PROXY_PLACEHOLDER],
        behindTls: true,
        // Always generated; the chart's gateway.apiDocs decides whether nginx serves them.
        apiDocs: true,
        remoteCanary,
        firstScreensDir,
      });
    const files = render();
    const variants = [
      ...table.remotes.map((remote) =>
        canaryVariant(remote.name, templatizeNginx(render({ remote: remote.name, percent: CANARY_WEIGHT_PLACEHOLDER })['nginx.conf'])),
      ),
      // The first screens the sidecar keeps in the pod's shared folder (firstScreens.enabled).
      { condition: '.Values.firstScreens.enabled', text: templatizeNginx(render(undefined, FIRST_SCREENS_CONTAINER_DIR)['nginx.conf']) },
    ];
    const nginx = withConditionalLines(templatizeNginx(files['nginx.conf']), variants);
    // The API reference comes with the gateway image (COMPOSE_API_DOCS_DIR), not in the ConfigMap.
    const inConfigMap = Object.entries({ ...files, 'nginx.conf': nginx }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !(API_DOCS_FILES as readonly string[]).includes(entry[0]),
    );
    return Object.fromEntries(inConfigMap);
  } finally {
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
  }
}

/** What the CloudNativePG roles Job runs as the superuser, per database (the same SQL as npm start). */
function grantsSql(table: RouteTable): string {
  const lines = [HEADER('--'), '\\set ON_ERROR_STOP on'];
  for (const service of table.services) {
    lines.push('', `-- ${service.dir}`, `\\connect ${service.database}`, ...databaseRolesSql(service.database).map((sql) => `${sql};`));
  }
  return `${lines.join('\n')}\n`;
}

/** Every generated file of the chart, by path relative to the chart folder. */
export function chartFiles(table: RouteTable = loadRouteTable()): Record<string, string> {
  const apps = chartApps(table);
  const files: Record<string, string> = {
    [`${GENERATED_DIR}/apps.yaml`]: appsYaml(apps),
    [`${GENERATED_DIR}/postgres-grants.sql`]: grantsSql(table),
    'values.schema.json': `${JSON.stringify(valuesSchema(apps), null, 2)}\n`,
  };
  for (const [name, text] of Object.entries(gatewayFilesForChart(table))) files[`${GENERATED_DIR}/gateway/${name}`] = text;
  return files;
}

/** Writes the generated files into the chart; returns their paths relative to the repository root. */
export function writeChartFiles(root: string, table: RouteTable = loadRouteTable(root)): string[] {
  return Object.entries(chartFiles(table)).map(([path, text]) => {
    const file = join(root, CHART_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return join(CHART_DIR, path);
  });
}

/** The generated files whose committed copy differs from what the route table gives now. */
export function staleChartFiles(root: string, table: RouteTable = loadRouteTable(root)): string[] {
  return Object.entries(chartFiles(table))
    .filter(([path, text]) => {
      try {
        return readFileSync(join(root, CHART_DIR, path), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => join(CHART_DIR, path));
}

if (require.main === module) {
  const table = loadRouteTable();
  runGenerator({
    stale: () => staleChartFiles(table.root, table),
    write: () => writeChartFiles(table.root, table),
    current: 'El chart coincide con la tabla de rutas.',
    differs: 'El chart no coincide con la tabla de rutas; ejecuta npm run chart',
  });
}
