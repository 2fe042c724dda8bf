import { CHALLENGE_AGE_MAX, CHALLENGE_AGE_MIN } from '@universo/contracts';
import type { PersonalisedChallenge } from '@universo/platform/api/content';

/**
 * Retos Personalizados' screen rules. The challenges, their texts and points come from
 * svc-content for the chosen age, after the plan check; here is only what the screen does.
 */

/** Spec section 9: the age picker offers 6 to 11 and 12+ (12 stands for 12 and older). */
export const CHALLENGE_AGES = [6, 7, 8, 9, 10, 11, 12] as const satisfies readonly number[];
export type ChallengeAge = (typeof CHALLENGE_AGES)[number];

export function ageOptionLabel(age: ChallengeAge): string {
  return age === CHALLENGE_AGE_MAX ? `${age}+ años` : `${age} años`;
}

/** The picker's age for a child: their own age within 6 to 12+, 8 when unknown. */
export function defaultChallengeAge(age: number | null): ChallengeAge {
  if (age === null || !Number.isInteger(age)) return 8;
  return Math.min(CHALLENGE_AGE_MAX, Math.max(CHALLENGE_AGE_MIN, age)) as ChallengeAge;
}

export interface PersonalizedChallengesState {
  age: ChallengeAge;
  completed: readonly string[];
  openId: string | null;
}

export function initialPersonalizedChallenges(age: ChallengeAge): PersonalizedChallengesState {
  return { age, completed: [], openId: null };
}

export function chooseAge(state: PersonalizedChallengesState, age: ChallengeAge): PersonalizedChallengesState {
  return (CHALLENGE_AGES as readonly number[]).includes(age) ? { ...state, age, openId: null } : state;
}

/** Spec: once completed, a challenge cannot be opened again; only the shown age's challenges open. */
export function canOpen(state: PersonalizedChallengesState, challenges: readonly PersonalisedChallenge[], id: string): boolean {
  return !state.completed.includes(id) && challenges.some((c) => c.id === id);
}

export function openChallenge(state: PersonalizedChallengesState, challenges: readonly PersonalisedChallenge[], id: string): PersonalizedChallengesState {
  return canOpen(state, challenges, id) ? { ...state, openId: id } : state;
}

export function closeChallenge(state: PersonalizedChallengesState): PersonalizedChallengesState {
  return { ...state, openId: null };
}

/** Marking the open challenge done closes it for good. */
export function completeOpenChallenge(state: PersonalizedChallengesState): PersonalizedChallengesState {
  if (!state.openId || state.completed.includes(state.openId)) return state;
  return { ...state, completed: [...state.completed, state.openId], openId: null };
}

/** The header's points (spec section 4): the service's points per completed challenge. */
export function headerPoints(state: Pick<PersonalizedChallengesState, 'completed'>, pointsPerChallenge: number): number {
  return state.completed.length * pointsPerChallenge;
}
