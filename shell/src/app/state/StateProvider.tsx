import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, currentUserApi, shareFirstSessionAnswer } from '@universo/platform';
import { getSessionProbe, sessionProbeAnswer } from '../session/sessionProbe';
import { markStoreLoaded } from './storeStatus';

/** The one store of the page, created when the first part of the shell that needs it loads. */
export const store = createAppStore();

// The header already asked who is logged in: the store starts from that answer instead of asking again.
const probe = getSessionProbe();
// If the answer is still on its way, the first query waits for that same request rather than sending a second one.
if (probe.status === 'known') void store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, probe.user));
else if (probe.status === 'loading') shareFirstSessionAnswer(sessionProbeAnswer());
markStoreLoaded();

export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
