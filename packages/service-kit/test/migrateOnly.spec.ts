import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { isMigrateOnly, migrationUrlFrom, runMigrationsOnly } from '../src/migrateOnly';
import { sqlMigration } from '../src/migrations';

// The Kubernetes migrations Job (`node dist/main.js --migrate-only`) on the real PostgreSQL of the
// test run: it applies what is pending once, even beside another run, and needs only the URLs.

// Written with sqlMigration, as the services' migrations are: the test also shows that such a
// migration is recorded under its name and applied once.
const CreateThings1700000000000 = sqlMigration('CreateThings1700000000000', {
  up: ['CREATE TABLE things (id serial PRIMARY KEY)'],
  down: ['DROP TABLE things'],
});

const AddThingName1700000000001 = sqlMigration('AddThingName1700000000001', {
  up: ["ALTER TABLE things ADD COLUMN name varchar(40) NOT NULL DEFAULT ''"],
  down: ['ALTER TABLE things DROP COLUMN name'],
});

const database = `migrate_only_${randomBytes(4).toString('hex')}`;
const urlOf = (name: string): string => {
  const url = new URL(process.env.TEST_DATABASE_SERVER_URL ?? '');
  url.pathname = `/${name}`;
  return url.href;
};

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await query(urlOf('postgres'), `CREATE DATABASE ${database}`);
});

afterAll(async () => {
  await query(urlOf('postgres'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe('--migrate-only', () => {
  it('is asked for with the flag only', () => {
    expect(isMigrateOnly(['node', 'dist/main.js', '--migrate-only'])).toBe(true);
    expect(isMigrateOnly(['node', 'dist/main.js'])).toBe(false);
  });

  it('runs as the owner when MIGRATION_DATABASE_URL is given, else as DATABASE_URL, and refuses anything else', () => {
    expect(migrationUrlFrom({ DATABASE_URL: 'postgres://app@db/x', MIGRATION_DATABASE_URL: 'postgres://owner@db/x' })).toBe('postgres://owner@db/x');
    expect(migrationUrlFrom({ DATABASE_URL: 'postgres://app@db/x' })).toBe('postgres://app@db/x');
    expect(() => migrationUrlFrom({})).toThrow(/Falta MIGRATION_DATABASE_URL/);
    expect(() => migrationUrlFrom({ MIGRATION_DATABASE_URL: 'mysql://db/x' })).toThrow(/debe ser una URL postgres/);
  });

  it('applies each pending migration once, also with two runs at the same time, and then finds nothing to do', async () => {
    const env = { MIGRATION_DATABASE_URL: urlOf(database) };
    const runs = await Promise.all([
      runMigrationsOnly('prueba', [CreateThings1700000000000, AddThingName1700000000001], env),
      runMigrationsOnly('prueba', [CreateThings1700000000000, AddThingName1700000000001], env),
    ]);
    expect(runs.flat().sort()).toEqual(['AddThingName1700000000001', 'CreateThings1700000000000']);
    expect(await runMigrationsOnly('prueba', [CreateThings1700000000000, AddThingName1700000000001], env)).toEqual([]);
    const columns = await query<{ column_name: string }>(
      urlOf(database),
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'things' ORDER BY column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'name']);
    // Its connections are closed: nothing of the Job stays on the server.
    const left = await query<{ n: string }>(urlOf('postgres'), "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'svc-prueba-migrations'");
    expect(Number(left[0]?.n)).toBe(0);
  });
});
