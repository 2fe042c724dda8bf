// What the tests of the session and admin caches share: a fetch that stands for svc-auth and
// records what it was asked, and svc-auth's JSON answers.

export const AUTH_URL = 'http://auth:3001';
export const T0 = Date.UTC(2030, 0, 1);

export interface RecordedAuthFetch {
  fetchFn: typeof fetch;
  /** Each call's URL and the cookie it carried. */
  calls: { url: string; cookie: string }[];
}

/** A fetch that records each call and answers with `answer(token)` (the session cookie's value). */
export function recordedAuthFetch(answer: (token: string) => Response | Promise<Response>): RecordedAuthFetch {
  const calls: RecordedAuthFetch['calls'] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    const cookie = String((init?.headers as Record<string, string>).cookie);
    calls.push({ url: String(url), cookie });
    return answer(cookie.replace('uf_session=', ''));
  }) as typeof fetch;
  return { fetchFn, calls };
}

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
