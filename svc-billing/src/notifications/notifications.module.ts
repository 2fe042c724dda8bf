import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { NotificationSignatures } from './infrastructure/notificationSignatures';
import { ProcessedNotificationEntity } from './infrastructure/processedNotification.entity';
import { NotificationsService } from './notifications.service';
import { WebhooksController } from './webhooks.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ProcessedNotificationEntity]), PaymentsModule, SubscriptionsModule],
  controllers: [WebhooksController],
  providers: [NotificationsService, NotificationSignatures],
  exports: [NotificationsService],
})
export class NotificationsModule {}
