import { peerHeaders } from './requestContext';
import { SESSION_COOKIE } from './session';

/** What another service answered a family's request: its status and JSON body, or why there was none. */
export type PeerAnswer = { answered: true; status: number; body: unknown } | { answered: false; reason: string };

/**
 * `GET {baseUrl}{path}` on behalf of a family: only its session cookie goes along, the answer is
 * read as JSON, and a peer that is down, slow or answers nonsense becomes `answered: false`
 * rather than an exception, so each caller decides how to fail (closed, as a rule).
 */
export async function getAsFamily(baseUrl: string, path: string, sessionToken: string, timeoutMs: number): Promise<PeerAnswer> {
  return getJson(baseUrl, path, { accept: 'application/json', cookie: `${SESSION_COOKIE}=${sessionToken}` }, timeoutMs);
}

/** `GET {baseUrl}{path}` of a public read (no cookie), with the same answers as getAsFamily. */
export async function getPublic(baseUrl: string, path: string, timeoutMs: number): Promise<PeerAnswer> {
  return getJson(baseUrl, path, { accept: 'application/json' }, timeoutMs);
}

async function getJson(baseUrl: string, path: string, headers: Record<string, string>, timeoutMs: number): Promise<PeerAnswer> {
  try {
    const response = await fetch(new URL(path, baseUrl), {
      headers: { ...headers, ...peerHeaders() },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { answered: true, status: response.status, body: null };
    }
    try {
      return { answered: true, status: response.status, body: (await response.json()) as unknown };
    } catch {
      return { answered: false, reason: 'respuesta que no es JSON' };
    }
  } catch (error) {
    return { answered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
