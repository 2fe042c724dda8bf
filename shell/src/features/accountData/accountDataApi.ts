import { type ApiAnswer, type ApiBody, apiRequest, baseApi, refetchSessionDataUnlessFailed, storeSignedOut } from '@universo/platform';

/** svc-auth's data-rights writes: a fresh sign-in with the password, and the account's deletion. */
export const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reauthenticate: build.mutation<ApiAnswer<'post', '/api/account/reauth'>, ApiBody<'post', '/api/account/reauth'>>({
      query: (body) => apiRequest('post', '/api/account/reauth', { body }),
    }),
    deleteAccount: build.mutation<ApiAnswer<'delete', '/api/account'>, ApiBody<'delete', '/api/account'>>({
      query: (body) => apiRequest('delete', '/api/account', { body }),
      // The account is gone: everything cached for it is dropped, as after a logout.
      onQueryStarted: storeSignedOut,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
  }),
});

export const { useReauthenticateMutation, useDeleteAccountMutation } = accountDataApi;
