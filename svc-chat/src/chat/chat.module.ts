import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChapterTopicClient } from '../chapters/chapterTopicClient';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { FamilyChatController } from '../familyChat/familyChat.controller';
import { FamilyChatService } from '../familyChat/familyChat.service';
import { PlayingChildClient } from '../familyChat/playingChildClient';
import { CharacterReplies } from '../replies/characterReplies';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatMessageEntity } from './infrastructure/chatMessage.entity';
import { ConversationStore } from './infrastructure/conversationStore';

@Module({
  imports: [TypeOrmModule.forFeature([ChatMessageEntity]), EntitlementsModule],
  controllers: [ChatController, FamilyChatController],
  providers: [ChatService, ConversationStore, CharacterReplies, PlayingChildClient, FamilyChatService, ChapterTopicClient],
})
export class ChatModule {}
