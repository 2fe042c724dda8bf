import { Module } from '@nestjs/common';
import { normalizeIp, ThrottlerModule } from '@nestjs/throttler';
import { SERVICE_CONFIG, SessionReader } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { ChatConfig } from '../config';
import { PostgresThrottlerStorage } from './postgresThrottlerStorage';

/**
 * Limits for SpanishThrottlerGuard (applied to chat writes only). A logged-in family counts on its
 * own, so children behind one school or home network do not share a visitor's limit.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [SERVICE_CONFIG, SessionReader, DataSource],
      useFactory: (config: ChatConfig, sessions: SessionReader, dataSource: DataSource) => ({
        throttlers: [{ limit: config.CHAT_RATE_LIMIT, ttl: config.CHAT_RATE_WINDOW_SECONDS * 1000 }],
        storage: new PostgresThrottlerStorage(dataSource),
        getTracker: (request: Record<string, unknown>) => {
          const session = sessions.read(request as unknown as FastifyRequest);
          return session ? `user:${session.sub}` : `ip:${normalizeIp(String(request.ip))}`;
        },
      }),
    }),
  ],
})
export class RateLimitModule {}
