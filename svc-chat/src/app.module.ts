import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceKitModule } from '@universo/service-kit';
import { ChatModule } from './chat/chat.module';
import { ChatMessageEntity } from './chat/infrastructure/chatMessage.entity';
import { ChatConfig } from './config';
import { migrations } from './migrations';
import { RateLimitModule } from './rateLimit/rateLimit.module';

@Module({})
export class AppModule {}

export function appModule(config: ChatConfig): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'chat', config, entities: [ChatMessageEntity], migrations }),
      RateLimitModule,
      ChatModule,
    ],
  };
}
