import { baseApi } from '../../api/baseApi';
import type { User } from '../../api/generated/api';
import { looksLikeUser, SESSION_PATH, userOfSessionAnswer } from '../sessionAnswer';

/** Spec section 7: the current user is cached for 5 minutes. */
export const CURRENT_USER_FRESH_SECONDS = 5 * 60;

/**
 * An answer to GET /api/auth/session that is already on its way (the shell asks before this package
 * loads). The first query waits for it instead of sending the same request a second time; undefined
 * means that request failed, and the query then asks itself.
 */
let pendingFirstAnswer: Promise<User | null | undefined> | undefined;

export function shareFirstSessionAnswer(answer: Promise<User | null | undefined>): void {
  pendingFirstAnswer = answer;
}

/** Hands out the pending answer once: later queries (refetches, logins) always ask the server. */
export async function takeFirstSessionAnswer(): Promise<User | null | undefined> {
  const answer = pendingFirstAnswer;
  pendingFirstAnswer = undefined;
  return answer ? await answer : undefined;
}

export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, void>({
      // GET /api/auth/session answers a visitor 200 { active: false }: nobody logged in is an
      // ordinary answer, not a 401 the browser would log as an error (see sessionAnswer).
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const known = await takeFirstSessionAnswer();
        if (known !== undefined) return { data: known };
        const result = await baseQuery(SESSION_PATH);
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        const user = userOfSessionAnswer(result.data);
        if (user === undefined) return { error: { status: 'PARSE_ERROR', message: 'Respuesta de sesión inesperada' } };
        return { data: user };
      },
      providesTags: ['Session'],
    }),
  }),
});

export { looksLikeUser };

/** Stores a user the server just returned, so the greeting shows without waiting for a refetch. */
export function userFromAuthResponse(value: unknown): User | undefined {
  if (looksLikeUser(value)) return value;
  if (typeof value === 'object' && value !== null && 'user' in value && looksLikeUser(value.user)) return value.user;
  return undefined;
}
