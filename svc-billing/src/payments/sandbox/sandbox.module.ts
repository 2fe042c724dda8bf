import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../notifications/notifications.module';
import { PaymentsModule } from '../payments.module';
import { SandboxCheckoutController } from './sandboxCheckout.controller';

/** The test payment page; mounted only with PAYMENT_PROVIDER=sandbox. */
@Module({
  imports: [PaymentsModule, NotificationsModule],
  controllers: [SandboxCheckoutController],
})
export class SandboxModule {}
