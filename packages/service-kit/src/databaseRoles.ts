import { Client } from 'pg';

/**
 * Least-privileged database roles, two per service database:
 * - `<database>_owner` owns the schema and every table: it runs the migrations (DDL) and nothing else;
 * - `<database>_app` is what the running service connects as: SELECT, INSERT, UPDATE, DELETE on
 *   the tables and use of the sequences, no DDL, no TRUNCATE, no other database.
 * Every database refuses connections from any other role (CONNECT is revoked from PUBLIC), so a
 * service's credentials open its own database only. Run by an administrator (a superuser or a role
 * with CREATEROLE that owns the databases); idempotent, so it runs at every start.
 */
export interface DatabaseRoleNames {
  owner: string;
  app: string;
}

export interface DatabaseRolePasswords {
  owner: string;
  app: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,50}$/;

export function databaseRoleNames(database: string): DatabaseRoleNames {
  if (!IDENTIFIER.test(database)) throw new Error(`Nombre de base de datos no válido para sus roles: ${database}`);
  return { owner: `${database}_owner`, app: `${database}_app` };
}

const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** What runs on the cluster (connected to any database): the roles and who may connect. */
export function clusterRolesSql(database: string, passwords: DatabaseRolePasswords): string[] {
  return clusterRolesSqlWith(database, { owner: quoteLiteral(passwords.owner), app: quoteLiteral(passwords.app) });
}

/**
 * The same with each password as an SQL expression: a quoted literal, or a psql variable such as
 * `:'auth_app_password'` (the compose init script, which reads them from the environment).
 */
export function clusterRolesSqlWith(database: string, passwordSql: DatabaseRolePasswords): string[] {
  const { owner, app } = databaseRoleNames(database);
  const role = (name: string, password: string): string[] => [
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${quoteLiteral(name)}) THEN CREATE ROLE ${name}; END IF; END $$`,
    `ALTER ROLE ${name} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password}`,
  ];
  return [
    ...role(owner, passwordSql.owner),
    ...role(app, passwordSql.app),
    `ALTER DATABASE ${database} OWNER TO ${owner}`,
    `REVOKE ALL ON DATABASE ${database} FROM PUBLIC`,
    `GRANT CONNECT ON DATABASE ${database} TO ${app}`,
  ];
}

/** What runs inside the database: the schema and its tables belong to the owner, the app gets DML. */
export function databaseRolesSql(database: string): string[] {
  const { owner, app } = databaseRoleNames(database);
  return [
    `ALTER SCHEMA public OWNER TO ${owner}`,
    `REVOKE ALL ON SCHEMA public FROM PUBLIC`,
    `GRANT USAGE ON SCHEMA public TO ${app}`,
    // Tables made before the roles existed (an installation that ran as one role) change hands.
    `DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_get_userbyid(c.relowner) <> ${quoteLiteral(owner)}
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       LOOP
         EXECUTE format('ALTER %s public.%I OWNER TO ${owner}', CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.relname);
       END LOOP;
     END $$`,
    // So do their functions (a trigger's) and types: later migrations replace them as the owner.
    `DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> ${quoteLiteral(owner)}
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO ${owner}', item.signature);
       END LOOP;
       FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> ${quoteLiteral(owner)}
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER TYPE public.%I OWNER TO ${owner}', item.typname);
       END LOOP;
     END $$`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app}`,
    // The migrations' own record is the owner's business only.
    `DO $$ BEGIN IF to_regclass('public.migrations') IS NOT NULL THEN REVOKE ALL ON TABLE public.migrations FROM ${app}; END IF; END $$`,
  ];
}

/** The URL of `database` on the server of `serverUrl`, as `user`. */
export function roleUrl(serverUrl: string, database: string, user: string, password: string): string {
  const url = new URL(serverUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  url.pathname = `/${database}`;
  return url.href;
}

async function run(connectionString: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates or updates the two roles of `database` (see above) with an administrator's URL of the
 * same server, and returns the URLs each service setting takes: DATABASE_URL (app) and
 * MIGRATION_DATABASE_URL (owner).
 */
export async function provisionDatabaseRoles(
  adminUrl: string,
  database: string,
  passwords: DatabaseRolePasswords,
): Promise<{ DATABASE_URL: string; MIGRATION_DATABASE_URL: string }> {
  const { owner, app } = databaseRoleNames(database);
  await run(adminUrl, clusterRolesSql(database, passwords));
  const inDatabase = new URL(adminUrl);
  inDatabase.pathname = `/${database}`;
  await run(inDatabase.href, databaseRolesSql(database));
  return {
    DATABASE_URL: roleUrl(adminUrl, database, app, passwords.app),
    MIGRATION_DATABASE_URL: roleUrl(adminUrl, database, owner, passwords.owner),
  };
}

/** The SQLSTATE of what `sql` raises when run as the role of `url` (undefined when it works): what a role may do, for the roles' tests. */
export async function sqlErrorCode(url: string, sql: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
