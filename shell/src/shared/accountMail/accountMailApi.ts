import type { AccountMailResponse, PasswordResetConfirmRequest, PasswordResetRequest, TokenRequest } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** svc-auth's mail links: confirm the address, and reset a forgotten password. */
export const accountMailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<AccountMailResponse, TokenRequest>({
      query: (body) => ({ url: '/api/auth/confirm-email', method: 'POST', body }),
      // The signed-in user is now confirmed: read it again.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
    resendConfirmation: build.mutation<AccountMailResponse, void>({
      query: () => ({ url: '/api/auth/confirm-email/resend', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<AccountMailResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<AccountMailResponse, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/api/auth/password-reset/confirm', method: 'POST', body }),
      // Every session of the account ended.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useConfirmEmailMutation, useResendConfirmationMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = accountMailApi;
