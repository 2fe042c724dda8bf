import { useAppDispatch, useCurrentUser, usePlayingChild } from '@universo/platform';
import { useState } from 'react';
import { logOut } from '../../features/auth/logOut';
import { ConfirmAddressReminder } from '../../features/family/ConfirmAddressReminder';
import { WhoIsPlaying } from '../../features/family/WhoIsPlaying';
import { UserMenuView } from './UserMenuView';

/** The account area once the store is loaded: the current user from RTK Query. */
export function UserMenu() {
  const { user, error } = useCurrentUser();
  const { playing } = usePlayingChild();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    await logOut(dispatch);
    setLeaving(false);
  }

  // A failed read (network, 5xx) shows the visitor links: logging in again is always possible.
  return (
    <UserMenuView
      user={user === undefined && error ? null : user}
      onLogout={leave}
      leaving={leaving}
      playingName={playing?.childName}
      switcher={<WhoIsPlaying />}
      notice={user && !user.emailConfirmed ? <ConfirmAddressReminder /> : null}
    />
  );
}
