import { Controller, type DynamicModule, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createServiceApp } from '../src/bootstrap';
import { BaseServiceConfig, loadConfig } from '../src/config';
import { databaseRoleNames, provisionDatabaseRoles } from '../src/databaseRoles';
import { ServiceKitModule } from '../src/serviceKit.module';
import { sqlErrorCode, startTestService, TEST_SESSION_SECRET } from '../testing';

// Each service with its own least-privileged roles, on the real PostgreSQL of the test run: the
// owner runs the migrations, the service runs as a role that only reads and writes rows, and no
// service's roles open another service's database.

class CreateNotes1700000000000 implements MigrationInterface {
  name = 'CreateNotes1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE notes (id serial PRIMARY KEY, text varchar(100) NOT NULL)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notes`);
  }
}

@Controller('api/notas')
class NotesController {}

@Module({})
class NotesModule {}

const notesModule = (config: BaseServiceConfig): DynamicModule => ({
  module: NotesModule,
  imports: [ServiceKitModule.forRoot({ name: 'notas', config, entities: [], migrations: [CreateNotes1700000000000] })],
  controllers: [NotesController],
});

const serverUrl = (): string => {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (!url) throw new Error('TEST_DATABASE_SERVER_URL no está definida');
  return url;
};

async function asAdmin<T = unknown>(sql: string, database = 'postgres'): Promise<T[]> {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.href });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const suffix = randomBytes(4).toString('hex');
const databases = { a: `roles_a_${suffix}`, b: `roles_b_${suffix}`, old: `roles_old_${suffix}` };
const passwords = () => ({ owner: randomBytes(12).toString('hex'), app: randomBytes(12).toString('hex') });
const INSUFFICIENT_PRIVILEGE = '42501';

describe('least-privileged database roles', () => {
  let a: { DATABASE_URL: string; MIGRATION_DATABASE_URL: string };
  let b: { DATABASE_URL: string; MIGRATION_DATABASE_URL: string };
  const aPasswords = passwords();
  let app: NestFastifyApplication;
  let rows: DataSource;

  beforeAll(async () => {
    for (const name of Object.values(databases)) await asAdmin(`CREATE DATABASE ${name}`);
    a = await provisionDatabaseRoles(serverUrl(), databases.a, aPasswords);
    b = await provisionDatabaseRoles(serverUrl(), databases.b, passwords());
    const config = loadConfig(BaseServiceConfig, { NODE_ENV: 'test', PORT: '1', SESSION_SECRET: TEST_SESSION_SECRET, ...a });
    app = await createServiceApp(notesModule(config), { logger: false });
    await app.init();
    rows = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    for (const name of Object.values(databases)) await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const name of Object.values(databases)) {
      const { owner, app: appRole } = databaseRoleNames(name);
      await asAdmin(`DROP ROLE IF EXISTS ${appRole}`);
      await asAdmin(`DROP ROLE IF EXISTS ${owner}`);
    }
  });

  it('runs the migrations as the owner and the service as the app role', async () => {
    const { owner, app: appRole } = databaseRoleNames(databases.a);
    expect(await rows.query('SELECT current_user AS who')).toEqual([{ who: appRole }]);
    expect(await asAdmin(`SELECT tableowner FROM pg_tables WHERE tablename IN ('notes', 'migrations') ORDER BY tablename`, databases.a)).toEqual([
      { tableowner: owner },
      { tableowner: owner },
    ]);
  });

  it('lets the service read and write rows (sequences included)', async () => {
    const [inserted] = (await rows.query(`INSERT INTO notes (text) VALUES ('hola') RETURNING id`)) as { id: number }[];
    await rows.query(`UPDATE notes SET text = 'adiós' WHERE id = $1`, [inserted!.id]);
    expect(await rows.query('SELECT text FROM notes WHERE id = $1', [inserted!.id])).toEqual([{ text: 'adiós' }]);
    await rows.query('DELETE FROM notes WHERE id = $1', [inserted!.id]);
  });

  it.each([
    ['create a table', 'CREATE TABLE intrusa (id int)'],
    ['drop a table', 'DROP TABLE notes'],
    ['alter a table', 'ALTER TABLE notes ADD COLUMN extra int'],
    ['truncate a table', 'TRUNCATE notes'],
    ['create a schema', 'CREATE SCHEMA otra'],
    ['create a role', 'CREATE ROLE intrusa'],
  ])('refuses the service role to %s', async (_what, sql) => {
    expect(await sqlErrorCode(a.DATABASE_URL, sql)).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("keeps the migrations' record away from the service once the roles are applied again (every start)", async () => {
    await provisionDatabaseRoles(serverUrl(), databases.a, aPasswords);
    expect(await sqlErrorCode(a.DATABASE_URL, 'SELECT * FROM migrations')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlErrorCode(a.DATABASE_URL, 'SELECT count(*) FROM notes')).toBeUndefined();
  });

  it("opens no other service's database, with either role", async () => {
    const intoB = (url: string) => {
      const other = new URL(url);
      other.pathname = `/${databases.b}`;
      return other.href;
    };
    expect(await sqlErrorCode(intoB(a.DATABASE_URL), 'SELECT 1')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlErrorCode(intoB(a.MIGRATION_DATABASE_URL), 'SELECT 1')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlErrorCode(b.DATABASE_URL, 'SELECT 1')).toBeUndefined();
  });

  it('hands tables made before the roles existed to the owner, and their rows to the app role', async () => {
    await asAdmin(
      `CREATE TABLE antigua (id serial PRIMARY KEY, v int); INSERT INTO antigua (v) VALUES (1);
       CREATE TYPE estado AS ENUM ('a', 'b');
       CREATE FUNCTION antigua_sin_borrar() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no'; END $$;
       CREATE TRIGGER antigua_sin_borrar BEFORE DELETE ON antigua FOR EACH ROW EXECUTE FUNCTION antigua_sin_borrar();`,
      databases.old,
    );
    const old = await provisionDatabaseRoles(serverUrl(), databases.old, passwords());
    expect(await asAdmin(`SELECT tableowner FROM pg_tables WHERE tablename = 'antigua'`, databases.old)).toEqual([
      { tableowner: databaseRoleNames(databases.old).owner },
    ]);
    expect(await sqlErrorCode(old.DATABASE_URL, 'INSERT INTO antigua (v) VALUES (2)')).toBeUndefined();
    expect(await sqlErrorCode(old.DATABASE_URL, 'DROP TABLE antigua')).toBe(INSUFFICIENT_PRIVILEGE);
    // The owner can now replace what a migration made before: the trigger's function, the type.
    expect(
      await sqlErrorCode(
        old.MIGRATION_DATABASE_URL,
        `CREATE OR REPLACE FUNCTION antigua_sin_borrar() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`,
      ),
    ).toBeUndefined();
    expect(await sqlErrorCode(old.MIGRATION_DATABASE_URL, `ALTER TYPE estado ADD VALUE 'c'`)).toBeUndefined();
    expect(
      await sqlErrorCode(old.DATABASE_URL, `CREATE OR REPLACE FUNCTION antigua_sin_borrar() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`),
    ).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('refuses names that are not plain identifiers', () => {
    expect(() => databaseRoleNames('x; DROP DATABASE y')).toThrow(/no válido/);
    expect(() => databaseRoleNames('Mayúsculas')).toThrow(/no válido/);
  });

  it('is how every service integration test runs its service (startTestService)', async () => {
    const service = await startTestService({ name: 'roles', schema: BaseServiceConfig, module: notesModule });
    try {
      const [who] = (await service.app.get(DataSource).query('SELECT current_user AS who, current_database() AS db')) as { who: string; db: string }[];
      expect(who!.who).toBe(databaseRoleNames(who!.db).app);
      expect(await service.query(`SELECT tableowner FROM pg_tables WHERE tablename = 'notes'`)).toEqual([{ tableowner: databaseRoleNames(who!.db).owner }]);
    } finally {
      await service.close();
    }
  });
});
