import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { FamilyDataModule, ServiceKitModule } from '@universo/service-kit';
import { BillingConfig } from './config';
import { migrations } from './migrations';
import { BillingFamilyData } from './familyData/billingFamilyData';
import { ProcessedNotificationEntity } from './notifications/infrastructure/processedNotification.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { SandboxModule } from './payments/sandbox/sandbox.module';
import { SandboxPreapprovalEntity } from './payments/sandbox/sandboxPreapproval.entity';
import { ProductEntity } from './products/infrastructure/product.entity';
import { ProductsModule } from './products/products.module';
import { RefundRequestEntity } from './subscriptions/infrastructure/refundRequest.entity';
import { SubscriptionEntity } from './subscriptions/infrastructure/subscription.entity';
import { SubscriptionHistoryEntity } from './subscriptions/infrastructure/subscriptionHistory.entity';
import { type Clock, ClockModule } from './subscriptions/clock';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

const entities = [ProductEntity, SubscriptionEntity, SubscriptionHistoryEntity, RefundRequestEntity, ProcessedNotificationEntity, SandboxPreapprovalEntity];

@Module({})
export class AppModule {}

export interface BillingAppOptions {
  /** What time it is (tests move it past the grace window). */
  clock?: Clock;
}

export function appModule(config: BillingConfig, options: BillingAppOptions = {}): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'billing', config, entities, migrations }),
      ThrottlerModule.forRoot({ throttlers: [{ name: 'writes', ttl: 60_000, limit: config.BILLING_WRITE_LIMIT_PER_MINUTE }] }),
      ProductsModule,
      ClockModule.register(options.clock),
      SubscriptionsModule,
      FamilyDataModule.register(BillingFamilyData, { imports: [SubscriptionsModule] }),
      NotificationsModule,
      ...(config.PAYMENT_PROVIDER === 'sandbox' ? [SandboxModule] : []),
    ],
  };
}
