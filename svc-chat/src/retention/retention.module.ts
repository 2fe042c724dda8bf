import { type DynamicModule, Module } from '@nestjs/common';
import { CHAT_RETENTION_CLOCK, ChatRetention } from './chatRetention';

@Module({})
export class ChatRetentionModule {
  static register(clock: () => Date = () => new Date()): DynamicModule {
    return {
      module: ChatRetentionModule,
      providers: [{ provide: CHAT_RETENTION_CLOCK, useValue: clock }, ChatRetention],
      exports: [ChatRetention],
    };
  }
}
