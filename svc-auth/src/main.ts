import 'reflect-metadata';
import { loadConfig, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { AuthConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(AuthConfig);
  await runService('auth', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
