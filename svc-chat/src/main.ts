import 'reflect-metadata';
import { isMigrateOnly, loadConfig, runMigrationsOnly, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { ChatConfig } from './config';
import { migrations } from './migrations';

async function main(): Promise<void> {
  // The Kubernetes migrations Job: only the database URLs, no server.
  if (isMigrateOnly()) {
    await runMigrationsOnly('chat', migrations);
    return;
  }
  const config = loadConfig(ChatConfig);
  await runService('chat', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
