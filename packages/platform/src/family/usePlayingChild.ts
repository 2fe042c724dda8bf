import type { Child, ChildrenResponse } from '../api/generated/api';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useGetChildrenQuery } from './childrenApi';

export interface PlayingChildState {
  /** The family's children and who plays; undefined for a visitor or while loading. */
  family: ChildrenResponse | undefined;
  /** The child who is playing; null when the family has none (or for a visitor). */
  playing: Child | null;
  isLoading: boolean;
}

/** The signed-in family's child who is playing (a visitor has none, and nothing is asked). */
export function usePlayingChild(): PlayingChildState {
  const { user } = useCurrentUser();
  const { data, isLoading } = useGetChildrenQuery(undefined, { skip: !user });
  const family = user ? data : undefined;
  const playing = family?.children.find((child) => child.id === family.activeChildId) ?? null;
  return { family, playing, isLoading: Boolean(user) && isLoading };
}
