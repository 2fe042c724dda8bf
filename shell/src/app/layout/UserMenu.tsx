import { useAppDispatch, useCurrentUser, usePlayingChild } from '@universo/platform';
import { lazy, Suspense, useState } from 'react';
import { UserMenuView } from './UserMenuView';

// A family's parts of the menu load only for a family: a visitor's page (most cold visits) does
// not download the switcher, the address reminder or the logout flow (~3 KB gzipped).
const WhoIsPlaying = lazy(() => import('../../features/family/WhoIsPlaying').then((module) => ({ default: module.WhoIsPlaying })));
const ConfirmAddressReminder = lazy(() =>
  import('../../features/family/ConfirmAddressReminder').then((module) => ({ default: module.ConfirmAddressReminder })),
);

/** The account area once the store is loaded: the current user from RTK Query. */
export function UserMenu() {
  const { user, error } = useCurrentUser();
  const { playing } = usePlayingChild();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    const { logOut } = await import('../../features/auth/logOut');
    await logOut(dispatch);
    setLeaving(false);
  }

  // A failed read (network, 5xx) shows the visitor links: logging in again is always possible.
  return (
    <UserMenuView
      user={user === undefined && error ? null : user}
      onLogout={() => void leave()}
      leaving={leaving}
      playingName={playing?.childName}
      switcher={
        <Suspense fallback={null}>
          <WhoIsPlaying />
        </Suspense>
      }
      notice={
        user && !user.emailConfirmed ? (
          <Suspense fallback={null}>
            <ConfirmAddressReminder />
          </Suspense>
        ) : null
      }
    />
  );
}
