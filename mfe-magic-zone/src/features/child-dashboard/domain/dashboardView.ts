import { formatColombianDate, PROGRESS_LEVELS } from '@universo/contracts';
import type { Reward } from '@universo/platform/api/content';
import { apiErrorMessage, isApiRequestError } from '@universo/platform';

/** Spec section 8: the dashboard's error when the service gives no message. */
export const DASHBOARD_ERROR = 'Error cargando dashboard';

export type DashboardScreen = 'loading' | 'visitor' | 'no-profile' | 'error' | 'ready';

export interface DashboardInputs {
  /** undefined while unknown, null when logged out. */
  user: unknown;
  userFailed: boolean;
  hasData: boolean;
  error: unknown;
}

/**
 * Spec section 4: loading, then the dashboard, or the profile-creation prompt when no data came
 * back (404); login is required (section 6).
 */
export function dashboardScreen({ user, userFailed, hasData, error }: DashboardInputs): DashboardScreen {
  if (user === undefined) return userFailed ? 'visitor' : 'loading';
  if (user === null) return 'visitor';
  if (error) {
    if (isApiRequestError(error) && error.status === 404) return 'no-profile';
    if (isApiRequestError(error) && error.status === 401) return 'visitor';
    return 'error';
  }
  return hasData ? 'ready' : 'loading';
}

/** Spec section 8: the server's message, or 'Error cargando dashboard'. */
export function dashboardErrorMessage(error: unknown): string {
  return apiErrorMessage(error) ?? DASHBOARD_ERROR;
}

/** "Nivel 2: Brote" (names from the contracts' PROGRESS_LEVELS). */
export function levelTitle(level: number): string {
  const found = PROGRESS_LEVELS.find((l) => l.level === level);
  return found ? `Nivel ${found.level}: ${found.name}` : `Nivel ${level}`;
}

/** The progress bar's value: a whole number from 0 to 100. */
export function progressValue(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, Math.round(percentage)));
}

/** The next level's title, or null at the top level. */
export function nextLevelTitle(level: number): string | null {
  const next = PROGRESS_LEVELS.find((l) => l.level === level + 1);
  return next ? levelTitle(next.level) : null;
}

/** The unlock date as families in Colombia write it: "20 de noviembre de 2025". */
export function rewardDate(iso: string | null): string | null {
  return formatColombianDate(iso);
}

/** Unlocked first (newest first), then the locked ones in catalogue order. */
export function sortRewards(rewards: readonly Reward[]): Reward[] {
  const unlocked = rewards.filter((r) => r.isUnlocked).sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  return [...unlocked, ...rewards.filter((r) => !r.isUnlocked)];
}
