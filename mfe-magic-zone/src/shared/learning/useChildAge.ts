import type { ChildProfileResponse } from '@universo/platform/api/content';
import { useCurrentUser } from '@universo/platform';
import { type AgeGroup, ageGroupOf } from '../age/ageGroup';
import { effectiveChildAge, effectiveChildName } from '../age/childAge';
import { useGetChildProfileQuery } from './api/getChildProfile';

export interface ChildAgeState {
  age: number | null;
  group: AgeGroup;
  /** The profile's childName, else the user's firstName, else ''. */
  name: string;
  profile: ChildProfileResponse | null;
  isLoggedIn: boolean;
}

/** The child the Magic Zone speaks to: the profile's age when there is one, else the user's. */
export function useChildAge(): ChildAgeState {
  const { user } = useCurrentUser();
  const { data } = useGetChildProfileQuery(undefined, { skip: !user });
  const profile = user && data ? data : null;
  const age = effectiveChildAge(user, profile);
  return { age, group: ageGroupOf(age), name: effectiveChildName(user, profile), profile, isLoggedIn: Boolean(user) };
}
