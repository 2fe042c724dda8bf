import type { User } from '@universo/contracts';
import { baseApi } from '../../api/baseApi';

/** Spec section 7: the current user is cached for 5 minutes. */
export const CURRENT_USER_FRESH_SECONDS = 5 * 60;

/**
 * An answer to GET /api/auth/user that is already on its way (the shell asks before this package
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
      // A 401 only means "nobody is logged in": the user is null, not an error.
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const known = await takeFirstSessionAnswer();
        if (known !== undefined) return { data: known };
        const result = await baseQuery('/api/auth/user');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as User };
      },
      providesTags: ['Session'],
    }),
  }),
});

/** Stores a user the server just returned, so the greeting shows without waiting for a refetch. */
export function looksLikeUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User).id === 'string' &&
    typeof (value as User).firstName === 'string'
  );
}

export function userFromAuthResponse(value: unknown): User | undefined {
  if (looksLikeUser(value)) return value;
  if (typeof value === 'object' && value !== null && 'user' in value && looksLikeUser(value.user)) return value.user;
  return undefined;
}
