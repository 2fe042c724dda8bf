import type { User } from '../api/generated/api';
import { CURRENT_USER_FRESH_SECONDS, currentUserApi } from './api/getCurrentUser';

export interface CurrentUserState {
  /** undefined while the first answer is on its way; null when logged out. */
  user: User | null | undefined;
  isLoggedIn: boolean;
  isLoading: boolean;
  /** A failure other than "logged out" (network, 5xx). */
  error: unknown;
  refetch: () => void;
}

/** Who is logged in (spec section 4: the auth state comes from this read). */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error, refetch } = currentUserApi.useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: CURRENT_USER_FRESH_SECONDS,
  });
  return { user: data, isLoggedIn: Boolean(data), isLoading, error, refetch };
}
