import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { runServiceMain } from '@universo/service-kit';
import { appModule } from './app.module';
import { BillingConfig } from './config';
import { migrations } from './migrations';

runServiceMain({
  name: 'billing',
  schema: BillingConfig,
  module: (config) => appModule(config),
  migrations,
  beforeStart: (config) => {
    if (config.PAYMENT_PROVIDER !== 'sandbox') return;
    const log = new Logger('Billing');
    const note = 'PAYMENT_PROVIDER=sandbox: los pagos son de prueba y no cobran dinero real';
    if (config.NODE_ENV === 'production') log.warn(note);
    else log.log(note);
  },
});
