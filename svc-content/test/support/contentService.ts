import { startTestService, type TestService } from '@universo/service-kit/testing';
import { DataSource, type QueryRunner } from 'typeorm';
import { appModule } from '../../src/app.module';
import { ContentConfig } from '../../src/config';

/** High limits, so a suite's many requests from one address are never throttled unless it wants to be. */
export const GENEROUS_LIMITS = {
  COMMUNITY_POST_LIMIT: '1000',
  CONTACT_MESSAGE_LIMIT: '1000',
  NEWSLETTER_SUBSCRIBE_LIMIT: '1000',
  NEWSLETTER_LINK_LIMIT: '1000',
};

/**
 * svc-content on a fresh test database, with the generous public-write limits under `env`.
 * `name` names the database (a suite's own), `serverUrl` another PostgreSQL than the shared one.
 */
export function startContentService(
  env: Record<string, string> = {},
  options: { name?: string; serverUrl?: string } = {},
): Promise<TestService<ContentConfig>> {
  return startTestService({ name: 'content', ...options, schema: ContentConfig, module: appModule, env: { ...GENEROUS_LIMITS, ...env } });
}

/** Starting a service runs every migration (the books' seeds too): slow when suites start in parallel on 2 cores. */
export const STARTUP_TIMEOUT_MS = 60_000;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Runs `work` on a query runner of the service's own connection (as a seed runs in a migration), then releases it. */
export async function withQueryRunner<T>(service: TestService<ContentConfig>, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = service.app.get(DataSource).createQueryRunner();
  try {
    return await work(runner);
  } finally {
    await runner.release();
  }
}
