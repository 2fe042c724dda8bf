export interface RunningPostgres {
  port: number;
  dataDir: string;
  /** The folder of the server's Unix socket (the URLs' `host`). */
  socketDir: string;
  /** Connection string for one database of this cluster. */
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startPostgres(options?: { dataDir?: string; port?: number; ephemeral?: boolean; log?: (line: string) => void }): Promise<RunningPostgres>;
export function ensureDatabase(serverUrl: string, name: string): Promise<void>;
