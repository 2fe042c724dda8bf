import { Module } from '@nestjs/common';
import { CommunityModule } from '../community/community.module';
import { ContactModule } from '../contact/contact.module';
import { ModerationController } from './moderation.controller';

@Module({
  imports: [CommunityModule, ContactModule],
  controllers: [ModerationController],
})
export class ModerationModule {}
