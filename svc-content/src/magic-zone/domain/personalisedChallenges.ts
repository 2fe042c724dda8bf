import { CHALLENGE_AGE_MAX, CHALLENGE_AGE_MIN, type PersonalisedChallenge, type PersonalisedChallengesResponse } from '@universo/contracts';
import { type AgeBand, type ChallengeData, HEADER_POINTS_PER_CHALLENGE, PERSONALISED_CHALLENGES } from '../data/personalisedChallenges';

export function ageBand(age: number): AgeBand {
  if (age <= 7) return 'hasta-7';
  if (age <= 10) return '8-a-10';
  return 'mayores';
}

/** Whether `age` is one the challenges are asked for: a whole number from 6 to 12 (12 is "12 or older"). */
export function isChallengeAge(age: number): boolean {
  return Number.isInteger(age) && age >= CHALLENGE_AGE_MIN && age <= CHALLENGE_AGE_MAX;
}

function toChallenge(data: ChallengeData): PersonalisedChallenge {
  return { id: data.id, icon: data.icon, title: data.title, description: data.description, steps: [...data.steps], points: data.points };
}

/** Spec: the challenges differ by age, each with the points of its band. */
export function challengesForAge(age: number): PersonalisedChallengesResponse {
  return {
    age,
    challenges: PERSONALISED_CHALLENGES[ageBand(age)].map(toChallenge),
    headerPointsPerChallenge: HEADER_POINTS_PER_CHALLENGE,
  };
}

/** A challenge of any age by its id (ids are unique across the bands). */
export function findChallenge(id: string): PersonalisedChallenge | undefined {
  for (const band of Object.values(PERSONALISED_CHALLENGES)) {
    const found = band.find((challenge) => challenge.id === id);
    if (found) return toChallenge(found);
  }
  return undefined;
}
