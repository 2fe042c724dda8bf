import 'reflect-metadata';
import { loadConfig, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { ContentConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(ContentConfig);
  await runService('content', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
