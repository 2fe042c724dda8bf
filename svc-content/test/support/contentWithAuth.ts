import { startTestService, suiteOf, type TestService } from '@universo/service-kit/testing';
import { appModule as authModule } from '../../../svc-auth/src/app.module';
import { AuthConfig } from '../../../svc-auth/src/config';
import { cookieFrom, registrationBody, type RegistrationFields } from '../../../svc-auth/test/support/registration';
import type { ContentConfig } from '../../src/config';
import { startAxxonService } from './axxonService';

/** svc-content asking a real svc-auth (own database, real HTTP) whether each session is still active. */
export interface ContentWithAuth {
  auth: TestService<AuthConfig>;
  content: TestService<ContentConfig>;
  close(): Promise<void>;
}

/**
 * A real svc-auth and a svc-content that asks it about every session (no cache), for the calling
 * describe block: started before its tests under their own database names, closed after them.
 */
export function contentWithAuthSuite(names: { auth: string; content: string }): ContentWithAuth {
  return suiteOf(async () => {
    const auth = await startTestService({ name: names.auth, schema: AuthConfig, module: authModule, env: { AUTH_REGISTER_LIMIT_PER_MINUTE: '100' } });
    await auth.app.listen(0, '127.0.0.1');
    const content = await startAxxonService({ AUTH_URL: await auth.app.getUrl(), SESSION_CHECK_CACHE_SECONDS: '0' }, { name: names.content });
    return {
      auth,
      content,
      close: async () => {
        await content.close();
        await auth.close();
      },
    };
  }, 90_000);
}

/** Registers an adult through svc-auth as the form does: the account's id, session cookie and e-mail. */
export async function registerAdult(auth: TestService<AuthConfig>, fields: RegistrationFields): Promise<{ id: string; cookie: string; email: string }> {
  const res = await auth.http().post('/api/auth/register').send(registrationBody(fields)).expect(201);
  return { id: res.body.id as string, cookie: cookieFrom(res), email: fields.email };
}
