import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from './ports';

/**
 * Every family account a journey may have created, so the suite leaves nothing behind on the site
 * it tests (a deployment given as E2E_BASE_URL above all): each test's families are deleted after
 * it through the public account-deletion API (`DELETE /api/account`, with the password), as the
 * adult would from "Tus datos". Recorded when the family's data is made (support/users.ts); a
 * journey that changes a password says so (rememberPassword).
 */
interface CreatedAccount {
  email: string;
  password: string;
}

const created = new Map<string, CreatedAccount>();

export function recordCreatedAccount(email: string, password: string): void {
  created.set(email.toLowerCase(), { email, password });
}

/** A journey changed this family's password: the deletion must use the new one. */
export function rememberPassword(email: string, password: string): void {
  const account = created.get(email.toLowerCase());
  if (account) account.password = password;
}

/** The accounts recorded since the last call (one test's), forgotten by this worker. */
export function takeCreatedAccounts(): CreatedAccount[] {
  const accounts = [...created.values()];
  created.clear();
  return accounts;
}

export type CleanupOutcome = 'deleted' | 'absent';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A login, waiting out the per-address limit (429 with Retry-After) a deployment keeps. */
async function logIn(api: APIRequestContext, account: CreatedAccount): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await api.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    if (answer.status() !== 429 || attempt >= 6) return answer;
    await sleep(Math.min(Number(answer.headers()['retry-after'] ?? 10), 30) * 1000);
  }
}

async function deleteSignedIn(api: APIRequestContext, account: CreatedAccount): Promise<boolean> {
  const user = await api.get('/api/auth/user');
  if (!user.ok()) return false;
  const { email } = (await user.json()) as { email?: string };
  if (email?.toLowerCase() !== account.email.toLowerCase()) return false;
  const erased = await api.delete('/api/account', { data: { password: account.password } });
  if (!erased.ok()) throw new Error(`No se pudo borrar la cuenta ${account.email}: ${erased.status()} ${await erased.text()}`);
  return true;
}

/**
 * Deletes one account: with the session the journey left (no new login), else after logging in
 * from a fresh context. An account that cannot log in with its password was never made (a refused
 * registration) or is gone already (the journey deleted it): there is nothing to delete.
 */
export async function deleteCreatedAccount(account: CreatedAccount, session?: APIRequestContext): Promise<CleanupOutcome> {
  if (session && (await deleteSignedIn(session, account))) return 'deleted';
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await logIn(api, account);
    if (login.status() === 401) return 'absent';
    if (!login.ok()) throw new Error(`No se pudo entrar como ${account.email} para borrar la cuenta: ${login.status()} ${await login.text()}`);
    if (!(await deleteSignedIn(api, account))) throw new Error(`La sesión de ${account.email} no es la suya: la cuenta queda sin borrar`);
    return 'deleted';
  } finally {
    await api.dispose();
  }
}
