import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { parse } from 'yaml';
import { loadRouteTable } from '@universo/route-table';
import { databaseRoleNames, sqlErrorCode } from '../../service-kit/src/databaseRoles';
import { CHART_GRANTS_SQL, COMPOSE_ROLES_SQL, composeRolesSql, rolePasswordEnv } from './compose';

// docker-compose.yml's least-privileged roles: checked against the route table, and the script
// the db-roles container runs is run here with psql against the test run's PostgreSQL.

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
  command?: string[];
}

const table = loadRouteTable();
const compose = parse(readFileSync(join(table.root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const serviceName = (dir: string): string => dir.replace(/[^a-z0-9-]/gi, '-').toLowerCase();

describe('compose: each service with its own database roles', () => {
  it('connects every service as its app role and migrates as its owner, after db-roles', () => {
    for (const service of table.services) {
      const entry = compose.services[serviceName(service.dir)]!;
      const { owner, app } = databaseRoleNames(service.database);
      const env = rolePasswordEnv(service);
      expect(entry.environment?.DATABASE_URL).toBe(`postgres://${app}:\${${env.app}:?define ${env.app}}@postgres:5432/${service.database}`);
      expect(entry.environment?.MIGRATION_DATABASE_URL).toBe(`postgres://${owner}:\${${env.owner}:?define ${env.owner}}@postgres:5432/${service.database}`);
      expect(JSON.stringify(entry.environment)).not.toContain('POSTGRES_PASSWORD');
      expect(entry.depends_on?.['db-roles']?.condition).toBe('service_completed_successfully');
    }
  });

  it('runs the generated roles script with psql once postgres is healthy', () => {
    const roles = compose.services['db-roles']!;
    expect(roles.image).toMatch(/^postgres:18/);
    expect(roles.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(roles.volumes).toContain(`./${COMPOSE_ROLES_SQL}:/roles.sql:ro`);
    // The roles script includes the chart's grants file (\ir grants.sql): mounted beside it.
    expect(roles.volumes).toContain(`./${CHART_GRANTS_SQL}:/grants.sql:ro`);
    expect(roles.command).toEqual(['psql', '--no-psqlrc', '-f', '/roles.sql']);
    for (const service of table.services) {
      const env = rolePasswordEnv(service);
      for (const name of [env.app, env.owner]) expect(roles.environment?.[name]).toBe(`\${${name}:?define ${name}}`);
    }
    // If this fails, regenerate: npx tsx packages/stack/src/compose.ts --roles > packages/stack/compose/postgres-roles.sql
    expect(readFileSync(join(table.root, COMPOSE_ROLES_SQL), 'utf8')).toBe(composeRolesSql(table));
  });

  describe('the script on a real PostgreSQL', () => {
    const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://missing');
    const passwords = Object.fromEntries(
      table.services.flatMap((s) => Object.values(rolePasswordEnv(s))).map((name) => [name, randomBytes(12).toString('hex')]),
    );

    async function admin(sql: string): Promise<void> {
      const client = new Client({ connectionString: server.href });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    /** The db-roles container's files, as its volumes mount them (the roles script and the grants beside it). */
    function containerFiles(): string {
      const root = mkdtempSync(join(tmpdir(), 'universo-db-roles-'));
      for (const volume of compose.services['db-roles']!.volumes ?? []) {
        const [host = '', inside = ''] = volume.split(':');
        copyFileSync(join(table.root, host), join(root, inside));
      }
      return root;
    }

    function runScript(extraEnv: Record<string, string> = passwords): { status: number | null; output: string } {
      const files = containerFiles();
      const result = spawnSync('psql', ['--no-psqlrc', '-q', '-f', join(files, 'roles.sql')], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          PGHOST: server.hostname,
          PGPORT: server.port,
          PGUSER: decodeURIComponent(server.username),
          PGPASSWORD: decodeURIComponent(server.password),
          PGDATABASE: 'postgres',
          ...extraEnv,
        },
      });
      rmSync(files, { recursive: true, force: true });
      if (result.error) throw new Error('psql no está instalado: apt-get install -y postgresql-client');
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    }

    async function as(service: (typeof table.services)[number], role: 'app' | 'owner', database: string, sql: string): Promise<string | undefined> {
      const { owner, app } = databaseRoleNames(service.database);
      const url = new URL(server.href);
      url.username = role === 'app' ? app : owner;
      url.password = passwords[rolePasswordEnv(service)[role]]!;
      url.pathname = `/${database}`;
      return sqlErrorCode(url.href, sql);
    }

    beforeAll(async () => {
      for (const service of table.services) await admin(`CREATE DATABASE ${service.database}`);
      // A volume made before the roles existed: a table of the superuser's.
      const first = new URL(server.href);
      first.pathname = `/${table.services[0]!.database}`;
      const client = new Client({ connectionString: first.href });
      await client.connect();
      await client.query('CREATE TABLE antigua (id serial PRIMARY KEY)');
      await client.end();
    });

    afterAll(async () => {
      for (const service of table.services) await admin(`DROP DATABASE IF EXISTS ${service.database} WITH (FORCE)`);
      for (const service of table.services) {
        const { owner, app } = databaseRoleNames(service.database);
        await admin(`DROP ROLE IF EXISTS ${app}`);
        await admin(`DROP ROLE IF EXISTS ${owner}`);
      }
    });

    it('stops at once when a password is missing', () => {
      const { [rolePasswordEnv(table.services[0]!).app]: _missing, ...rest } = passwords;
      const run = runScript(rest);
      expect(run.status).not.toBe(0);
    });

    it('makes the roles (twice: it runs at every up), each opening its own database only', async () => {
      for (let i = 0; i < 2; i++) expect(runScript()).toMatchObject({ status: 0 });
      const [first, second] = table.services;
      for (const service of table.services) {
        expect(await as(service, 'owner', service.database, 'CREATE TABLE hecha_por_migracion (id int)')).toBeUndefined();
        expect(await as(service, 'app', service.database, 'INSERT INTO hecha_por_migracion VALUES (1)')).toBeUndefined();
        expect(await as(service, 'app', service.database, 'CREATE TABLE intrusa (id int)')).toBe('42501');
        expect(await as(service, 'app', service.database, 'DROP TABLE hecha_por_migracion')).toBe('42501');
      }
      expect(await as(first!, 'app', second!.database, 'SELECT 1')).toBe('42501');
      expect(await as(first!, 'owner', second!.database, 'SELECT 1')).toBe('42501');
      expect(await as(first!, 'app', first!.database, 'INSERT INTO antigua DEFAULT VALUES')).toBeUndefined();
      expect(await as(first!, 'owner', first!.database, 'ALTER TABLE antigua ADD COLUMN v int')).toBeUndefined();
    });
  });
});
