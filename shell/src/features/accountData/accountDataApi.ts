import type { AccountDeletionResponse, AccountPasswordRequest } from '@universo/contracts';
import { baseApi, currentUserApi } from '@universo/platform';

/** svc-auth's data-rights writes: a fresh sign-in with the password, and the account's deletion. */
export const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reauthenticate: build.mutation<{ message: string }, AccountPasswordRequest>({
      query: (body) => ({ url: '/api/account/reauth', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<AccountDeletionResponse, AccountPasswordRequest>({
      query: (body) => ({ url: '/api/account', method: 'DELETE', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
      // The account is gone: everything cached for it is dropped, as after a logout.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useReauthenticateMutation, useDeleteAccountMutation } = accountDataApi;
