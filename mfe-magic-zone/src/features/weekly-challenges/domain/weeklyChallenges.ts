import { CHALLENGES_PER_WEEK, type WeeklyChallenge, WEEKLY_CHALLENGE_POOL } from './weeklyChallengePool';

export { CHALLENGES_PER_WEEK, type WeeklyChallenge, WEEKLY_CHALLENGE_POOL };

/**
 * The week a challenge belongs to, as an ISO week in Bogotá time ("2025-W47"): the challenges
 * change on Monday at midnight in Colombia, whatever the device's clock zone.
 */
export function weekKey(date: Date): string {
  const bogota = new Date(date.getTime() - 5 * 60 * 60 * 1000);
  const day = bogota.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year and week number.
  const thursday = Date.UTC(bogota.getUTCFullYear(), bogota.getUTCMonth(), bogota.getUTCDate() + 4 - day);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The week's four challenges: consecutive weeks get the next four of the pool. */
export function challengesOfWeek(key: string): WeeklyChallenge[] {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  const serial = match ? Number(match[1]) * 53 + Number(match[2]) : 0;
  const sets = Math.floor(WEEKLY_CHALLENGE_POOL.length / CHALLENGES_PER_WEEK);
  const first = (serial % sets) * CHALLENGES_PER_WEEK;
  return WEEKLY_CHALLENGE_POOL.slice(first, first + CHALLENGES_PER_WEEK);
}

/** 'Completar Reto' needs something written in the response box. */
export function canCompleteChallenge(response: string): boolean {
  return response.trim().length > 0;
}

/** The part of the browser's storage this feature uses (injectable for tests). */
export type ChallengeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a week's completed challenges are remembered: per week, and per child when logged in. */
export function completionStorageKey(week: string, who: string | null): string {
  return `universo.retos.${who ?? 'visitante'}.${week}`;
}

export function readCompleted(storage: ChallengeStorage | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a challenge to the week's list; a full or blocked storage only loses the memory, never the game. */
export function rememberCompleted(storage: ChallengeStorage | null, key: string, id: string): string[] {
  const completed = readCompleted(storage, key);
  const next = completed.includes(id) ? completed : [...completed, id];
  try {
    storage?.setItem(key, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the completion still shows until the page closes.
  }
  return next;
}
