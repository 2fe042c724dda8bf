import { Logger } from '@nestjs/common';
import { DataSource, type MixedList } from 'typeorm';
import { runMigrationsLocked } from './migrations';

/** `node dist/main.js --migrate-only`: the migrations, then exit (the Kubernetes migrations Job). */
export const MIGRATE_ONLY_FLAG = '--migrate-only';

export function isMigrateOnly(argv: readonly string[] = process.argv): boolean {
  return argv.includes(MIGRATE_ONLY_FLAG);
}

const POSTGRES_URL = /^postgres(ql)?:\/\/.+\/[A-Za-z0-9_]+(\?.*)?$/;

/**
 * The URL the migrations run as: the database owner's (MIGRATION_DATABASE_URL), else DATABASE_URL.
 * Only these two are read: the Job has no session secret, no peers and no mail settings.
 */
export function migrationUrlFrom(env: NodeJS.ProcessEnv): string {
  const url = env.MIGRATION_DATABASE_URL?.trim() || env.DATABASE_URL?.trim();
  if (!url) throw new Error('Configuración no válida:\n- Falta MIGRATION_DATABASE_URL (o DATABASE_URL) para las migraciones');
  if (!POSTGRES_URL.test(url))
    throw new Error('Configuración no válida:\n- MIGRATION_DATABASE_URL debe ser una URL postgres:// con el nombre de la base de datos');
  return url;
}

/**
 * Applies a service's pending migrations under the same advisory lock as a starting service (so a
 * Job and pods that start meanwhile never apply one twice) and closes the connections. Returns the
 * names of the migrations it applied.
 */
export async function runMigrationsOnly(
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const dataSource = await new DataSource({
    type: 'postgres',
    url: migrationUrlFrom(env),
    migrations,
    extra: { max: 2, application_name: `svc-${name}-migrations` },
    connectTimeoutMS: 5000,
  }).initialize();
  try {
    const applied = (await runMigrationsLocked(dataSource)).map((m) => m.name);
    new Logger('Migrations').log(
      applied.length > 0 ? `svc-${name}: ${applied.length} migraciones aplicadas (${applied.join(', ')})` : `svc-${name}: nada que migrar`,
    );
    return applied;
  } finally {
    await dataSource.destroy();
  }
}
