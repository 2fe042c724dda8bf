import { Module } from '@nestjs/common';
import { AxxonRateLimitModule } from '../learning/axxonRateLimit';
import { ChildActivity } from './activity/childActivity';
import { ChildrenController } from './children.controller';
import { ChildrenService } from './children.service';
import { ChildrenRepository } from './infrastructure/children.repository';
import { FamilyAccountClient } from './infrastructure/familyAccountClient';

/** /api/children: a family's children (up to five) and who is playing (rules in ./domain). */
@Module({
  imports: [AxxonRateLimitModule],
  controllers: [ChildrenController],
  providers: [ChildrenRepository, FamilyAccountClient, ChildrenService, ChildActivity],
  exports: [ChildrenService],
})
export class ChildrenModule {}
