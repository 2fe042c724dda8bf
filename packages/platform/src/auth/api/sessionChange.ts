import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

// What every write that changes who is signed in (login, registration, logout, the account's
// deletion) does to the cache, in one place so the four cannot drift apart.

interface SessionWriteLifecycle {
  dispatch: (action: ReturnType<typeof currentUserApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: unknown }>;
}

/** Once the server confirms a login or registration, the user it answered with is shown at once. */
export async function storeSignedInUser(_arg: unknown, { dispatch, queryFulfilled }: SessionWriteLifecycle): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  const user = userFromAuthResponse(data);
  if (user) dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
}

/** Once the server confirms a logout or the account's deletion, nobody is signed in any more. */
export async function storeSignedOut(_arg: unknown, { dispatch, queryFulfilled }: SessionWriteLifecycle): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, null));
}

/** Everything cached for the previous user (subscription, dashboard...) is fetched again, unless the write failed. */
export const refetchSessionDataUnlessFailed = (_result: unknown, error: unknown): 'Session'[] => (error ? [] : ['Session']);
