import { loadRouteTable, type RouteTable, type ServiceEntry } from '@universo/route-table';
// The source file (it imports only pg), not the package: this runs with tsx, without a build.
import { clusterRolesSqlWith, databaseRoleNames } from '../../service-kit/src/databaseRoles';

/** Path of the PostgreSQL init script that docker-compose.yml mounts. */
export const COMPOSE_INIT_SQL = 'packages/stack/compose/postgres-init.sql';

/**
 * The init script of the compose `postgres` container: one database per service, named as in
 * the route table. The image runs it once, when its data volume is empty.
 */
export function composeInitSql(table: Pick<RouteTable, 'services'>): string {
  const lines = [
    '-- Generated from the route table by packages/stack/src/compose.ts. Do not edit:',
    '--   npx tsx packages/stack/src/compose.ts > packages/stack/compose/postgres-init.sql',
    '-- One database per service; the postgres image runs this once, on an empty volume.',
    ...table.services.map((s) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(s.database)) throw new Error(`Nombre de base de datos no válido: ${s.database}`);
      return `CREATE DATABASE ${s.database};`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** Path of the script the compose `db-roles` container runs with psql at every `up`. */
export const COMPOSE_ROLES_SQL = 'packages/stack/compose/postgres-roles.sql';

/** The environment variables that hold a service's two database passwords (compose). */
export function rolePasswordEnv(service: Pick<ServiceEntry, 'name'>): { app: string; owner: string } {
  const prefix = service.name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return { app: `${prefix}_DB_PASSWORD`, owner: `${prefix}_DB_OWNER_PASSWORD` };
}

/**
 * What each database's app role may do: the chart's grants file (packages/deploy's `npm run chart`,
 * the one the cluster's post-install job runs), mounted beside the roles script as grants.sql.
 */
export const CHART_GRANTS_SQL = 'deploy/helm/universo/generated/postgres-grants.sql';

/**
 * The compose roles script: per service database, its owner role (migrations) and its app role
 * (rows only), as service-kit's databaseRoles.ts makes them for npm start, with the passwords read
 * from the environment by psql (\getenv); then, inside each database, the chart's grants
 * (`\ir grants.sql`, CHART_GRANTS_SQL). Idempotent: it runs at every `docker compose up`, so a
 * volume made before the roles existed is brought up to date too.
 */
export function composeRolesSql(table: Pick<RouteTable, 'services'>): string {
  const lines = [
    '-- Generated from the route table by packages/stack/src/compose.ts. Do not edit:',
    '--   npx tsx packages/stack/src/compose.ts --roles > packages/stack/compose/postgres-roles.sql',
    `-- Run by the db-roles container: psql -f this file, as the postgres superuser, with ${CHART_GRANTS_SQL} beside it as grants.sql.`,
    '\\set ON_ERROR_STOP on',
  ];
  for (const service of table.services) {
    const env = rolePasswordEnv(service);
    const { owner, app } = databaseRoleNames(service.database);
    lines.push('', `-- ${service.dir}`, `\\getenv ${owner}_password ${env.owner}`, `\\getenv ${app}_password ${env.app}`);
    lines.push(...clusterRolesSqlWith(service.database, { owner: `:'${owner}_password'`, app: `:'${app}_password'` }).map((sql) => `${sql};`));
  }
  lines.push('', '-- Inside each database: who may do what (the same file as the chart).', '\\ir grants.sql');
  return `${lines.join('\n')}\n`;
}

if (require.main === module) {
  const table = loadRouteTable();
  process.stdout.write(process.argv.includes('--roles') ? composeRolesSql(table) : composeInitSql(table));
}
