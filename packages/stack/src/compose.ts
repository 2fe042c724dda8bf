import { loadRouteTable, type RouteTable } from '@universo/route-table';

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

if (require.main === module) process.stdout.write(composeInitSql(loadRouteTable()));
