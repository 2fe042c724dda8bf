import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

// svc-auth's writes that change who is signed in (login, registration, logout; the shell adds the
// account's deletion), and what each does to the cache, in one place so they cannot drift apart.

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

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiAnswer<'post', '/api/auth/login'>, ApiBody<'post', '/api/auth/login'>>({
      query: (credentials) => apiRequest('post', '/api/auth/login', { body: credentials }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
    register: build.mutation<ApiAnswer<'post', '/api/auth/register'>, ApiBody<'post', '/api/auth/register'>>({
      query: (registration) => apiRequest('post', '/api/auth/register', { body: registration }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
    logout: build.mutation<ApiAnswer<'post', '/api/auth/logout'>, void>({
      query: () => apiRequest('post', '/api/auth/logout'),
      onQueryStarted: storeSignedOut,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = sessionApi;
