import { Module } from '@nestjs/common';
import { ChildrenModule } from '../children/children.module';
import { AxxonRateLimitModule } from './axxonRateLimit';
import { ChildProfilesService } from './childProfiles.service';
import { GamePlaysRepository } from './infrastructure/gamePlays.repository';
import { ProgressEventsRepository } from './infrastructure/progressEvents.repository';
import { LearningController } from './learning.controller';
import { PlaysController } from './plays.controller';
import { ProgressService } from './progress.service';

/** /api/axxon profile, progress, dashboard and rewards (rules in ./domain, data in ./data). */
@Module({
  imports: [AxxonRateLimitModule, ChildrenModule],
  controllers: [LearningController, PlaysController],
  providers: [ProgressEventsRepository, GamePlaysRepository, ChildProfilesService, ProgressService],
  exports: [ChildProfilesService, ProgressService],
})
export class LearningModule {}
