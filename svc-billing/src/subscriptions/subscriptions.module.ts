import { Module } from '@nestjs/common';
import { ENTITLEMENT_SOURCE } from '@universo/service-kit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/payments.module';
import { AccountController } from './account.controller';
import { EntitlementController } from './entitlement.controller';
import { RefundRequestEntity } from './infrastructure/refundRequest.entity';
import { SubscriptionEntity } from './infrastructure/subscription.entity';
import { SubscriptionHistoryEntity } from './infrastructure/subscriptionHistory.entity';
import { SubscriptionsRepository } from './infrastructure/subscriptions.repository';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity, SubscriptionHistoryEntity, RefundRequestEntity]), PaymentsModule],
  controllers: [SubscriptionsController, AccountController, EntitlementController],
  providers: [SubscriptionsService, SubscriptionsRepository, { provide: ENTITLEMENT_SOURCE, useExisting: SubscriptionsService }],
  exports: [SubscriptionsRepository, SubscriptionsService],
})
export class SubscriptionsModule {}
