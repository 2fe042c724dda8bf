import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { chatMessageCutoff, ScheduledRetention, runExclusively, SERVICE_CONFIG } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import type { ChatConfig } from '../config';

/** What time it is for the retention sweep (tests move it). */
export const CHAT_RETENTION_CLOCK = Symbol('CHAT_RETENTION_CLOCK');

/**
 * Deletes chat messages (families' and visitors') 30 days after they were written, on a schedule
 * (RETENTION_INTERVAL_SECONDS). One replica sweeps at a time (an advisory lock).
 */
@Injectable()
export class ChatRetention extends ScheduledRetention {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: ChatConfig,
    @Inject(CHAT_RETENTION_CLOCK) clock: () => Date,
  ) {
    super('mensajes del chat', config.RETENTION_INTERVAL_SECONDS, clock);
  }

  /** One sweep; returns how many messages it deleted (0 when another replica was sweeping). */
  async sweep(now: Date = this.clock()): Promise<number> {
    const outcome = await runExclusively(this.dataSource, 'svc-chat:retention:chat-messages', async (manager) => {
      const [, count] = (await manager.query('DELETE FROM chat_messages WHERE created_at <= $1', [chatMessageCutoff(now)])) as [unknown, number];
      return count;
    });
    return outcome.ran ? outcome.result : 0;
  }
}
