import { startTestService, suiteOf, type TestService } from '@universo/service-kit/testing';
import { ADMIN_ENV, adminLogin, cookieFrom, enrolAdmin, type EnrolledAdmin, familyAccount, TEST_ADMIN } from '../../../svc-auth/test/support/adminSecondFactor';
import { appModule as authModule } from '../../../svc-auth/src/app.module';
import { AuthConfig } from '../../../svc-auth/src/config';
import type { ContentConfig } from '../../src/config';
import { documentedResponses } from '@universo/openapi/testing';
import { startContentService, STARTUP_TIMEOUT_MS } from './contentService';

/** svc-content as it runs, asking a real svc-auth (own database, real HTTP) about every admin action. */
export interface ModeratedContent {
  service: TestService<ContentConfig>;
  auth: TestService<AuthConfig>;
  /** The admin's session, with the second factor enrolled and verified (not enrolled with `enrol: false`). */
  admin: string;
  adminId: string;
  enrolled: EnrolledAdmin | null;
  /** A family's session (real, so svc-auth says it is active). */
  family: string;
  close(): Promise<void>;
}

export async function startModeratedContent(contentEnv: Record<string, string> = {}, options: { enrol?: boolean } = {}): Promise<ModeratedContent> {
  const auth = await startTestService({ name: 'auth', schema: AuthConfig, module: (config) => authModule(config), env: ADMIN_ENV });
  await auth.app.listen(0, '127.0.0.1');
  const service = await startContentService({ AUTH_URL: await auth.app.getUrl(), ADMIN_CHECK_CACHE_SECONDS: '0', ...contentEnv });
  const family = cookieFrom(await auth.http().post('/api/auth/register').send(familyAccount('moderada')).expect(201));
  const enrolled = options.enrol === false ? null : await enrolAdmin(auth);
  const [admin] = await auth.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [TEST_ADMIN.email]);
  return {
    service,
    auth,
    admin: enrolled ? enrolled.cookie : await adminLogin(auth),
    adminId: admin!.id,
    enrolled,
    family,
    close: async () => {
      await service.close();
      await auth.close();
    },
  };
}

/**
 * A moderated svc-content for the calling describe block: started before its tests, closed after
 * them. `moderated` reads the started one (`moderated.admin` in a test); every answer through
 * `http()` is checked against svc-content/openapi.json before the test's own expectations.
 */
export function moderatedContentSuite(
  contentEnv: Record<string, string> = {},
  options: { enrol?: boolean } = {},
): { moderated: ModeratedContent; http: () => ReturnType<TestService<ContentConfig>['http']> } {
  const moderated = suiteOf(() => startModeratedContent(contentEnv, options), STARTUP_TIMEOUT_MS);
  const documented = documentedResponses('content');
  return { moderated, http: () => documented(moderated.service.http()) };
}
