import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { isMigrateOnly, loadConfig, runMigrationsOnly, runService } from '@universo/service-kit';
import { appModule } from './app.module';
import { BillingConfig } from './config';
import { migrations } from './migrations';

async function main(): Promise<void> {
  // The Kubernetes migrations Job: only the database URLs, no server.
  if (isMigrateOnly()) {
    await runMigrationsOnly('billing', migrations);
    return;
  }
  const config = loadConfig(BillingConfig);
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    const log = new Logger('Billing');
    const note = 'PAYMENT_PROVIDER=sandbox: los pagos son de prueba y no cobran dinero real';
    if (config.NODE_ENV === 'production') log.warn(note);
    else log.log(note);
  }
  await runService('billing', appModule(config), config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
