import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { CommunityPost, CommunityPostSubmitted } from '../apiShapes';
import { ErrorAnswer } from '@universo/service-kit';
import { PublicWrite } from '../publicWrites/publicWriteLimits';
import { IMAGE_NOT_AVAILABLE } from './community.messages';
import { CommunityService } from './community.service';
import { CreateCommunityPostDto } from './dto/createCommunityPost.dto';

@Controller('api/community')
export class CommunityController {
  constructor(private readonly community: CommunityService) {}

  /** The gallery: approved posts only, newest first, never a personal field. */
  @Get()
  list(): Promise<CommunityPost[]> {
    return this.community.listApproved();
  }

  @Post()
  @HttpCode(201)
  @PublicWrite('communityPost')
  @ErrorAnswer(400, 'La foto (imageUrl) no es una subida libre de las últimas 24 horas.', IMAGE_NOT_AVAILABLE)
  submit(@Body() dto: CreateCommunityPostDto): Promise<CommunityPostSubmitted> {
    return this.community.submit(dto);
  }
}
