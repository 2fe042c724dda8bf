import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type AppStore, createAppStore, currentUserApi, shareFirstSessionAnswer } from '@universo/platform';
import { getSessionProbe, sessionProbeAnswer } from '../session/sessionProbe';
import { markStoreLoaded } from './storeStatus';

let created: AppStore | undefined;

/**
 * The one store of the page, made on its first use rather than when this module runs: loading
 * the module evaluates RTK Query and @universo/platform, making the store sets up every
 * endpoint, and the two in one task were the longest task of a remote route's start.
 */
export function pageStore(): AppStore {
  if (created) return created;
  const store = createAppStore();
  created = store;
  // The header already asked who is logged in: the store starts from that answer instead of asking again.
  const probe = getSessionProbe();
  // If the answer is still on its way, the first query waits for that same request rather than sending a second one.
  if (probe.status === 'known') void store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, probe.user));
  else if (probe.status === 'loading') shareFirstSessionAnswer(sessionProbeAnswer());
  markStoreLoaded();
  return store;
}

export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={pageStore()}>{children}</Provider>;
}
