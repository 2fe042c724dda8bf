import { Module } from '@nestjs/common';
import { AxxonRateLimitModule } from './axxonRateLimit';
import { ChildProfilesService } from './childProfiles.service';
import { ChildProfilesRepository } from './infrastructure/childProfiles.repository';
import { ProgressEventsRepository } from './infrastructure/progressEvents.repository';
import { LearningController } from './learning.controller';
import { ProgressService } from './progress.service';

/** /api/axxon profile, progress, dashboard and rewards (rules in ./domain, data in ./data). */
@Module({
  imports: [AxxonRateLimitModule],
  controllers: [LearningController],
  providers: [ChildProfilesRepository, ProgressEventsRepository, ChildProfilesService, ProgressService],
  exports: [ChildProfilesService, ProgressService],
})
export class LearningModule {}
