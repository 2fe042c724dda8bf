import { startedLater, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { ContentConfig } from '../../src/config';
import { startContentService } from './contentService';
import { documentedResponses } from '@universo/openapi/testing';

/** High AXXON limits, so a suite's many requests are never throttled unless it asks to be. */
export const GENEROUS_AXXON_LIMITS = {
  AXXON_PROFILE_LIMIT_PER_MINUTE: '1000',
  AXXON_PROGRESS_LIMIT_PER_MINUTE: '1000',
  AXXON_PROGRESS_LIMIT_PER_DAY: '10000',
  AXXON_DEMO_LIMIT_PER_MINUTE: '1000',
};

/** svc-content with the generous AXXON limits (and the public writes' ones) under `env`. */
export const startAxxonService = (env: Record<string, string> = {}, options: { name?: string } = {}): Promise<TestService<ContentConfig>> =>
  startContentService({ ...GENEROUS_AXXON_LIMITS, ...env }, options);

/** A new family: its user id (a UUID, as svc-auth issues them) and its session cookie. */
export function newFamily(service: TestService<ContentConfig>): { userId: string; cookie: string } {
  const userId = randomUUID();
  return { userId, cookie: service.sessionCookie({ sub: userId }) };
}

export const VALID_PROFILE = { childName: 'Valentina', childAge: 8, learningLevel: 'principiante', preferredCharacter: 'francesca' } as const;

/** Two children as an adult adds them (POST /api/children): the spec's profile fields and an avatar. */
export const LUCIA = { childName: 'Lucía', childAge: 7, learningLevel: 'principiante', preferredCharacter: 'chispas', avatar: 'zorro' } as const;
export const MATEO = { childName: 'Mateo', childAge: 10, learningLevel: 'avanzado', preferredCharacter: 'leo', avatar: 'cohete' } as const;

/** A new family whose first child already has a profile (most Magic Zone writes need one). */
export async function familyWithProfile(service: TestService<ContentConfig>): Promise<{ userId: string; cookie: string }> {
  const family = newFamily(service);
  await service.http().post('/api/axxon/profile').set('Cookie', family.cookie).send(VALID_PROFILE).expect(201);
  return family;
}

/**
 * One svc-content for the calling describe block: started before its tests (by `start`, with the
 * generous limits unless it says otherwise), closed after them (then `afterClose`, for what
 * `start` brought up beside it), and every answer through `http()` checked against
 * svc-content/openapi.json before the test's own expectations.
 */
export function contentSuite(
  start: () => Promise<TestService<ContentConfig>> = () => startAxxonService(),
  options: { timeout?: number; afterClose?: () => Promise<void> } = {},
): { service: TestService<ContentConfig>; http: () => ReturnType<TestService<ContentConfig>['http']> } {
  let started: TestService<ContentConfig> | undefined;
  const documented = documentedResponses('content');
  beforeAll(async () => {
    started = await start();
  }, options.timeout);
  afterAll(async () => {
    await started?.close();
    await options.afterClose?.();
  });
  const current = (): TestService<ContentConfig> => {
    if (!started) throw new Error('svc-content no arrancó: contentSuite() va dentro de un describe, y el servicio se usa en sus tests.');
    return started;
  };
  return { service: startedLater(current), http: () => documented(current().http()) };
}
