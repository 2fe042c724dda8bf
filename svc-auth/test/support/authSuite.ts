import { documentedResponses } from '@universo/openapi/testing';
import { startTestService, suiteOf, type TestService } from '@universo/service-kit/testing';
import { appModule } from '../../src/app.module';
import { AuthConfig } from '../../src/config';

/** One svc-auth on its own test database with `env` (or, with `databaseUrl`, a second replica on another's). */
export function startAuthService(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestService<AuthConfig>> {
  return startTestService({ name: 'auth', schema: AuthConfig, module: appModule, env, databaseUrl });
}

/**
 * One svc-auth with `env` for the calling describe block (started before its tests, closed after
 * them); every answer through `http()` is checked against svc-auth/openapi.json before the test's
 * own expectations.
 */
export function authSuite(env: Record<string, string> = {}): { svc: TestService<AuthConfig>; http: () => ReturnType<TestService<AuthConfig>['http']> } {
  const svc = suiteOf(() => startAuthService(env));
  const documented = documentedResponses('auth');
  return { svc, http: () => documented(svc.http()) };
}
