import { useState, useSyncExternalStore } from 'react';
import { getSessionProbe, subscribeToSessionProbe } from '../session/sessionProbe';
import { loadStore } from '../state/storeStatus';
import { UserMenuView } from './UserMenuView';

/** The account area before the store has loaded (see session/sessionProbe). */
export function ProbedUserMenu() {
  const probe = useSyncExternalStore(subscribeToSessionProbe, getSessionProbe, getSessionProbe);
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    const [{ store }, { logOut }] = await Promise.all([loadStore(), import('../../features/auth/logOut')]);
    await logOut(store.dispatch);
    setLeaving(false);
  }

  const user = probe.status === 'known' ? probe.user : probe.status === 'failed' ? null : undefined;
  return <UserMenuView user={user} onLogout={leave} leaving={leaving} />;
}
