import type { DynamicModule } from '@nestjs/common';
import type { MixedList } from 'typeorm';
import { runService } from './bootstrap';
import { type BaseServiceConfig, loadConfig } from './config';
import { isMigrateOnly, runMigrationsOnly } from './migrateOnly';

export interface ServiceMain<C extends BaseServiceConfig> {
  /** The service's name ('auth', 'content'…), as its logs and migrations Job say it. */
  name: string;
  /** Its settings, read and validated from the environment. */
  schema: new () => C;
  module: (config: C) => DynamicModule;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
  /** Runs once the settings are valid, before the server starts (e.g. a warning about them). */
  beforeStart?: (config: C) => void;
}

/**
 * Every service's entry point (`node dist/main.js`): with --migrate-only, the Kubernetes
 * migrations Job (only the database URLs, no server); otherwise the server with its settings.
 * Whatever stops it from starting is printed and the process exits 1.
 */
export function runServiceMain<C extends BaseServiceConfig>({ name, schema, module, migrations, beforeStart }: ServiceMain<C>): void {
  const main = async (): Promise<void> => {
    if (isMigrateOnly()) {
      await runMigrationsOnly(name, migrations);
      return;
    }
    const config = loadConfig(schema);
    beforeStart?.(config);
    await runService(name, module(config), config);
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
