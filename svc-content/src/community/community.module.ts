import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicWritesModule } from '../publicWrites/publicWriteLimits';
import { CommunityController } from './community.controller';
import { CommunityService } from './community.service';
import { CommunityPostEntity } from './infrastructure/communityPost.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CommunityPostEntity]), PublicWritesModule],
  controllers: [CommunityController],
  providers: [CommunityService],
  exports: [CommunityService],
})
export class CommunityModule {}
