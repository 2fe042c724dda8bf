import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_IMAGE_TYPES, COMMUNITY_IMAGES_PATH } from '@universo/contracts';
import { rawUploadRouteProvider } from '../imageUploads/infrastructure/rawUploadRouteProvider';
import { PublicWritesModule } from '../publicWrites/publicWriteLimits';
import { CommunityController } from './community.controller';
import { IMAGE_INTERRUPTED, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from './community.messages';
import { CommunityService } from './community.service';
import { CommunityImageRetention } from './communityImageRetention';
import { CommunityImagesController } from './communityImages.controller';
import { CommunityImagesService } from './communityImages.service';
import { CommunityImagesRepository } from './infrastructure/communityImages.repository';
import { CommunityPostEntity } from './infrastructure/communityPost.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CommunityPostEntity]), PublicWritesModule],
  // The photos' routes first: `/api/community/images/:id` is never read as a post route.
  controllers: [CommunityImagesController, CommunityController],
  providers: [
    CommunityService,
    CommunityImagesRepository,
    CommunityImagesService,
    CommunityImageRetention,
    // The photo upload route takes an image body, up to its own limit.
    rawUploadRouteProvider({
      path: COMMUNITY_IMAGES_PATH,
      mediaTypes: COMMUNITY_IMAGE_TYPES,
      maxBytes: COMMUNITY_IMAGE_LIMITS.maxBytes,
      messages: { wrongContentType: IMAGE_WRONG_TYPE, tooLarge: IMAGE_TOO_LARGE, interrupted: IMAGE_INTERRUPTED },
    }),
  ],
  exports: [CommunityService, CommunityImagesService, CommunityImageRetention],
})
export class CommunityModule {}
