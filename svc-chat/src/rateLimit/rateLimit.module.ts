import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { familyOrAddressTracker, PostgresThrottlerStorage, SERVICE_CONFIG, SessionReader } from '@universo/service-kit';
import { DataSource } from 'typeorm';
import type { ChatConfig } from '../config';

/** Pure: whether this configuration lifts the chat limits (the benchmark's switch). */
export const rateLimitOff = (config: Pick<ChatConfig, 'CHAT_RATE_LIMIT_OFF'>): boolean => config.CHAT_RATE_LIMIT_OFF === 'true';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sessionIdOf(request: Record<string, unknown>): string | null {
  const body = request.body as { sessionId?: unknown } | undefined;
  return typeof body?.sessionId === 'string' && UUID.test(body.sessionId) ? body.sessionId.toLowerCase() : null;
}

/**
 * Limits for ChatThrottlerGuard (applied to chat writes only), counted in PostgreSQL so they hold
 * across replicas:
 * - per client: a logged-in family counts on its own, so children behind one school or home
 *   network do not share a visitor's limit; a visitor counts by IP address;
 * - per conversation (sessionId), whoever writes to it. A body without a valid sessionId is not
 *   counted here: validation refuses it with a 400 anyway.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [SERVICE_CONFIG, SessionReader, DataSource],
      useFactory: (config: ChatConfig, sessions: SessionReader, dataSource: DataSource) => ({
        // The load benchmark's switch (refused in production by ChatConfig) skips both limits; a
        // limit's own skipIf replaces a common one, so each says it.
        throttlers: [
          {
            limit: config.CHAT_RATE_LIMIT,
            skipIf: () => rateLimitOff(config),
            ttl: config.CHAT_RATE_WINDOW_SECONDS * 1000,
            getTracker: familyOrAddressTracker(sessions),
          },
          {
            name: 'session',
            limit: config.CHAT_SESSION_RATE_LIMIT,
            ttl: config.CHAT_RATE_WINDOW_SECONDS * 1000,
            skipIf: (context) => rateLimitOff(config) || sessionIdOf(context.switchToHttp().getRequest()) === null,
            getTracker: (request: Record<string, unknown>) => `session:${sessionIdOf(request)}`,
          },
        ],
        storage: new PostgresThrottlerStorage(dataSource, 'chat_rate_limits'),
      }),
    }),
  ],
})
export class RateLimitModule {}
