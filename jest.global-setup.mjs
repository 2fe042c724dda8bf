// One throwaway PostgreSQL cluster for the whole Jest run; each suite creates its own database.
// Every Node workspace names this file as its globalSetup too, so `npm test -w <dir>` has its
// cluster; Jest runs a setup file once however many projects name it. Given
// TEST_DATABASE_SERVER_URL (npm test starts one cluster for every workspace's run), it uses that.
import { startPostgres } from '@universo/dev-postgres';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_SERVER_URL) return;
  const pg = await startPostgres({ ephemeral: true });
  globalThis.__UNIVERSO_PG__ = pg;
  process.env.TEST_DATABASE_SERVER_URL = pg.url('postgres');
}
