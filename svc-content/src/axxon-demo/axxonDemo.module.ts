import { Module } from '@nestjs/common';
import { AxxonRateLimitModule } from '../learning/axxonRateLimit';
import { LearningModule } from '../learning/learning.module';
import { AxxonDemoController } from './axxonDemo.controller';
import { AxxonDemoService } from './axxonDemo.service';

/** POST /api/axxon/demo: the analysis lives in ./domain (pure), its word lists in ./data. */
@Module({
  imports: [LearningModule, AxxonRateLimitModule],
  controllers: [AxxonDemoController],
  providers: [AxxonDemoService],
})
export class AxxonDemoModule {}
