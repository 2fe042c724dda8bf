import { CHAT_CONSENT_VERSION, CHILD_AVATARS, type ChildAvatar, type ChildRequest, MAX_CHILDREN_PER_FAMILY } from '@universo/contracts';
import { CHILD_NAME_MAX_LENGTH, childAgeProblem, childNameProblem, normalizeChildName } from '../../learning/domain/childProfileRules';
import { CHILDREN_MESSAGES } from '../children.messages';

/** The avatar a child gets until someone picks another. */
export const DEFAULT_AVATAR: ChildAvatar = 'estrella';

/** Whether a family with `count` children may add one more. */
export function mayAddChild(count: number, max = MAX_CHILDREN_PER_FAMILY): boolean {
  return count < max;
}

export function avatarProblem(value: unknown): string | null {
  return (CHILD_AVATARS as readonly unknown[]).includes(value) ? null : CHILDREN_MESSAGES.avatar;
}

/**
 * The chat consent must name the version of the sentence in force: an adult who read an older
 * text (a page left open across a change) reads the new one first.
 */
export function chatConsentVersionProblem(value: unknown, current = CHAT_CONSENT_VERSION): string | null {
  return value === current ? null : CHILDREN_MESSAGES.chatVersion;
}

/** What svc-auth knows of the adult's account that the first child comes from. */
export interface AccountForFirstChild {
  firstName: string;
  age: number | null;
}

/**
 * The first child of a family, from what the adult wrote at registration (the child's name and
 * age; the surname stays in the account). A name the profile rule refuses keeps its first word of
 * letters; an account without a child's age (the admin) has no first child.
 */
export function firstChildOf(account: AccountForFirstChild): ChildRequest | null {
  if (account.age === null || childAgeProblem(account.age) !== null) return null;
  let name = normalizeChildName(account.firstName);
  if (typeof name !== 'string' || childNameProblem(name) !== null) {
    const word = typeof name === 'string' ? /[\p{L}\p{M}]+/u.exec(name)?.[0] : undefined;
    name = word ? [...word].slice(0, CHILD_NAME_MAX_LENGTH).join('') : undefined;
  }
  if (typeof name !== 'string' || childNameProblem(name) !== null) return null;
  return { childName: name, childAge: account.age, learningLevel: 'principiante', preferredCharacter: 'francesca', avatar: DEFAULT_AVATAR };
}

interface Identified {
  id: string;
}

/**
 * The child who is playing: the family's choice while that child exists, else the oldest child
 * (children are listed oldest first), else nobody.
 */
export function playingChildOf<T extends Identified>(children: readonly T[], activeChildId: string | null): T | null {
  return children.find((child) => child.id === activeChildId) ?? children[0] ?? null;
}
