import { LEARNING_LEVELS, PROFILE_CHARACTER_IDS } from '@universo/contracts';
import { LEARNING_MESSAGES } from '../learning.messages';

export const CHILD_NAME_MAX_LENGTH = 40;
export const CHILD_AGE_MIN = 5;
export const CHILD_AGE_MAX = 14;

/** Words of letters (with accents), joined by one space, an apostrophe or a hyphen: "María José", "D'Angelo". */
const CHILD_NAME = /^[\p{L}\p{M}]+(?:(?: |'|’|-)[\p{L}\p{M}]+)*$/u;

/** A name as stored: Unicode NFC, trimmed, inner spaces collapsed. Anything else is left for the validator. */
export function normalizeChildName(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : value;
}

/** Why a (normalised) child's name is not acceptable, or null. */
export function childNameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return LEARNING_MESSAGES.childNameRequired;
  if ([...value].length > CHILD_NAME_MAX_LENGTH) return LEARNING_MESSAGES.childNameTooLong;
  return CHILD_NAME.test(value) ? null : LEARNING_MESSAGES.childNameCharacters;
}

/** A select sends "7": a string of digits is read as the number, anything else is left as it is. */
export function normalizeChildAge(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value;
}

export function childAgeProblem(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= CHILD_AGE_MIN && (value as number) <= CHILD_AGE_MAX ? null : LEARNING_MESSAGES.childAge;
}

export function learningLevelProblem(value: unknown): string | null {
  return (LEARNING_LEVELS as readonly unknown[]).includes(value) ? null : LEARNING_MESSAGES.learningLevel;
}

export function preferredCharacterProblem(value: unknown): string | null {
  return (PROFILE_CHARACTER_IDS as readonly unknown[]).includes(value) ? null : LEARNING_MESSAGES.preferredCharacter;
}
