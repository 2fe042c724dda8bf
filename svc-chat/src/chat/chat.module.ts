import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChapterTopicClient } from '../chapters/chapterTopicClient';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { FamilyChatController } from '../familyChat/familyChat.controller';
import { FamilyChatService } from '../familyChat/familyChat.service';
import { PlayingChildClient } from '../familyChat/playingChildClient';
import { CharacterReplies } from '../replies/characterReplies';
import { ChatController } from './chat.controller';
import { ChatService, HISTORY_FOR_REPLY } from './chat.service';
import { ChatMessageEntity } from './infrastructure/chatMessage.entity';
import { ConversationStore } from './infrastructure/conversationStore';
import { CACHE_IDLE_MS, CACHED_CONVERSATIONS, ConversationCache } from './conversationCache';

@Module({
  imports: [TypeOrmModule.forFeature([ChatMessageEntity]), EntitlementsModule],
  controllers: [ChatController, FamilyChatController],
  exports: [ConversationCache],
  providers: [
    ChatService,
    ConversationStore,
    {
      provide: ConversationCache,
      useFactory: () => new ConversationCache({ maxConversations: CACHED_CONVERSATIONS, idleMs: CACHE_IDLE_MS, limit: HISTORY_FOR_REPLY }),
    },
    CharacterReplies,
    PlayingChildClient,
    FamilyChatService,
    ChapterTopicClient,
  ],
})
export class ChatModule {}
