import { useEffect, useState, useSyncExternalStore } from 'react';
import { getPlayingProbe, probePlaying, requestWhoIsPlaying, subscribeToPlayingProbe } from '../../features/family/playingProbe';
import { getSessionProbe, subscribeToSessionProbe } from '../session/sessionProbe';
import { loadStore } from '../state/storeStatus';
import { UserMenuView } from './UserMenuView';

/** The account area before the store has loaded (see session/sessionProbe). */
export function ProbedUserMenu() {
  const probe = useSyncExternalStore(subscribeToSessionProbe, getSessionProbe, getSessionProbe);
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    const [store, { logOut }] = await Promise.all([loadStore(), import('../../features/auth/logOut')]);
    await logOut(store.dispatch);
    setLeaving(false);
  }

  const user = probe.status === 'known' ? probe.user : probe.status === 'failed' ? null : undefined;
  const playingProbe = useSyncExternalStore(subscribeToPlayingProbe, getPlayingProbe, getPlayingProbe);
  const userId = user?.id;
  useEffect(() => {
    if (userId) void probePlaying(userId);
  }, [userId]);
  const family = user && playingProbe?.userId === user.id ? playingProbe : null;

  // The switcher needs the store: a click loads it, and the real switcher opens once it is there.
  const switcher =
    family && family.childCount > 0 ? (
      <button
        type="button"
        className="uf-button uf-button--secondary uf-button--small shell-who__open"
        aria-haspopup="dialog"
        onClick={() => {
          requestWhoIsPlaying();
          void loadStore();
        }}
      >
        ¿Quién está jugando?
      </button>
    ) : null;
  return <UserMenuView user={user} onLogout={leave} leaving={leaving} playingName={family?.playing?.childName} switcher={switcher} />;
}
