import { CHILD_AGE_LIMITS, CHILD_PROFILE_RULES as R, fieldProblem, normalizeName } from '@universo/contracts';

// A child's profile fields: the rules of /profile-setup's form (@universo/contracts), run here on
// what arrives.

export const CHILD_NAME_MAX_LENGTH = R.childName.maxLength.value;
export const CHILD_AGE_MIN = CHILD_AGE_LIMITS.min;
export const CHILD_AGE_MAX = CHILD_AGE_LIMITS.max;

/** A name as stored: Unicode NFC, trimmed, inner spaces collapsed. Anything else is left for the validator. */
export function normalizeChildName(value: unknown): unknown {
  return typeof value === 'string' ? normalizeName(value) : value;
}

/** Why a (normalised) child's name is not acceptable, or null. */
export function childNameProblem(value: unknown): string | null {
  return typeof value === 'string' ? (fieldProblem(R.childName, value) ?? null) : R.childName.required;
}

/** A select sends "7": a string of digits is read as the number, anything else is left as it is. */
export function normalizeChildAge(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value;
}

export function childAgeProblem(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= CHILD_AGE_MIN && (value as number) <= CHILD_AGE_MAX ? null : R.childAge.invalid;
}

export function learningLevelProblem(value: unknown): string | null {
  return typeof value === 'string' ? (fieldProblem(R.learningLevel, value) ?? null) : R.learningLevel.invalid;
}

export function preferredCharacterProblem(value: unknown): string | null {
  return typeof value === 'string' ? (fieldProblem(R.preferredCharacter, value) ?? null) : R.preferredCharacter.invalid;
}
