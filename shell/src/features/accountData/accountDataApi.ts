import { type ApiAnswer, type ApiBody, apiRequest, baseApi, currentUserApi } from '@universo/platform';

/** svc-auth's data-rights writes: a fresh sign-in with the password, and the account's deletion. */
export const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reauthenticate: build.mutation<ApiAnswer<'post', '/api/account/reauth'>, ApiBody<'post', '/api/account/reauth'>>({
      query: (body) => apiRequest('post', '/api/account/reauth', { body }),
    }),
    deleteAccount: build.mutation<ApiAnswer<'delete', '/api/account'>, ApiBody<'delete', '/api/account'>>({
      query: (body) => apiRequest('delete', '/api/account', { body }),
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
