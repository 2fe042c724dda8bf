import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { CharacterReplies } from '../replies/characterReplies';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatMessageEntity } from './infrastructure/chatMessage.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ChatMessageEntity]), EntitlementsModule],
  controllers: [ChatController],
  providers: [ChatService, CharacterReplies],
})
export class ChatModule {}
