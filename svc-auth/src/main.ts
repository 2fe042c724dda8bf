import 'reflect-metadata';
import { isMigrateOnly, loadConfig, runMigrationsOnly, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { AuthConfig } from './config';
import { migrations } from './migrations';

async function main(): Promise<void> {
  // The Kubernetes migrations Job: only the database URLs, no server.
  if (isMigrateOnly()) {
    await runMigrationsOnly('auth', migrations);
    return;
  }
  const config = loadConfig(AuthConfig);
  await runService('auth', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
