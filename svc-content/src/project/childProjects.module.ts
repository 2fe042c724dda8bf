import { Module } from '@nestjs/common';
import { ChildrenModule } from '../children/children.module';
import { AxxonRateLimitModule } from '../learning/axxonRateLimit';
import { ChildProjectsController } from './childProjects.controller';
import { ChildProjectsRepository } from './childProjects.repository';
import { ChildProjectsService } from './childProjects.service';

/** /api/axxon/project: the child's business (rules in @universo/contracts, childProject.ts). */
@Module({
  imports: [AxxonRateLimitModule, ChildrenModule],
  controllers: [ChildProjectsController],
  providers: [ChildProjectsRepository, ChildProjectsService],
})
export class ChildProjectsModule {}
