// One throwaway PostgreSQL cluster for the whole Jest run; each suite creates its own database.
import { startPostgres } from '@universo/dev-postgres';

export default async function globalSetup() {
  const pg = await startPostgres({ ephemeral: true });
  globalThis.__UNIVERSO_PG__ = pg;
  process.env.TEST_DATABASE_SERVER_URL = pg.url('postgres');
}
