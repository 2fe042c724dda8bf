import type { User } from '@universo/platform/api/auth';
import type { ChildProfileResponse } from '@universo/platform/api/content';

/**
 * Whose age the Magic Zone follows: the child profile's age when the family is logged in and has
 * one, else the logged-in user's own age (registration asks the child's age), else unknown.
 */
export function effectiveChildAge(
  user: Pick<User, 'age'> | null | undefined,
  profile: Pick<ChildProfileResponse, 'childAge'> | null | undefined,
): number | null {
  if (!user) return null;
  if (profile && Number.isInteger(profile.childAge)) return profile.childAge;
  return typeof user.age === 'number' && Number.isInteger(user.age) ? user.age : null;
}

/** The child's name the screens greet: the profile's childName, else the user's firstName. */
export function effectiveChildName(
  user: Pick<User, 'firstName'> | null | undefined,
  profile: Pick<ChildProfileResponse, 'childName'> | null | undefined,
): string {
  if (!user) return '';
  return (profile?.childName ?? '').trim() || user.firstName.trim();
}
