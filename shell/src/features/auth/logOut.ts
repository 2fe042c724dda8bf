import { type AppDispatch, logoutApi, toast } from '@universo/platform';
import { clearOfflineData } from '@universo/platform/offline';
import { isPending, logoutNotice, rememberPendingLogout, watchPendingLogout } from './pendingLogout';

/**
 * Logs out and says so (spec section 8), whichever part of the header asked. When svc-auth was
 * down the gateway still cleared the cookie: the page says the session ended on this computer only
 * and keeps asking svc-auth to end it everywhere.
 */
export async function logOut(dispatch: AppDispatch): Promise<void> {
  let body: unknown;
  try {
    body = await dispatch(logoutApi.endpoints.logout.initiate()).unwrap();
  } catch {
    toast(logoutNotice({ ok: false }));
    return;
  }
  // Saved books (premium chapters among them), stored pages and queued events are the family's.
  await clearOfflineData();
  if (isPending(body)) {
    rememberPendingLogout();
    void watchPendingLogout();
  }
  toast(logoutNotice({ ok: true, body }));
}
