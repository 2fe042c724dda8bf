import { useSyncExternalStore } from 'react';
import { getRemotesState, subscribeToRemotes } from './remoteRegistry';

export function useRemotes() {
  return useSyncExternalStore(subscribeToRemotes, getRemotesState, getRemotesState);
}
