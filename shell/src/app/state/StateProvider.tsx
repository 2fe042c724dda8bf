import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, currentUserApi } from '@universo/platform';
import { getSessionProbe } from '../session/sessionProbe';
import { markStoreLoaded } from './storeStatus';

/** The one store of the page, created when the first part of the shell that needs it loads. */
export const store = createAppStore();

// The header already asked who is logged in: the store starts from that answer instead of asking again.
const probe = getSessionProbe();
if (probe.status === 'known') void store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, probe.user));
markStoreLoaded();

export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
