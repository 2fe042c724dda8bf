import { type DynamicModule, Module } from '@nestjs/common';
import { FamilyDataModule, ServiceKitModule } from '@universo/service-kit';
import { ChatModule } from './chat/chat.module';
import { ChatMessageEntity } from './chat/infrastructure/chatMessage.entity';
import { ChatConfig } from './config';
import { migrations } from './migrations';
import { ChatFamilyData } from './familyData/chatFamilyData';
import { RateLimitModule } from './rateLimit/rateLimit.module';
import { ChatRetentionModule } from './retention/retention.module';

@Module({})
export class AppModule {}

export interface ChatAppOptions {
  /** What time it is for the retention sweep (tests move it). */
  clock?: () => Date;
}

export function appModule(config: ChatConfig, options: ChatAppOptions = {}): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'chat', config, entities: [ChatMessageEntity], migrations }),
      RateLimitModule,
      ChatModule,
      // ChatModule: an erasure also drops this replica's copies of the conversations (conversationCache.ts).
      FamilyDataModule.register(ChatFamilyData, { imports: [ChatModule] }),
      ChatRetentionModule.register(options.clock),
    ],
  };
}
