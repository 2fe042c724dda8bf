import 'reflect-metadata';
import { loadConfig, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { BillingConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(BillingConfig);
  await runService('billing', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
