import { type ApiAnswer, type ApiBody, apiRequest, baseApi } from '@universo/platform';

/** svc-auth's mail links: confirm the address, and reset a forgotten password. */
export const accountMailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<ApiAnswer<'post', '/api/auth/confirm-email'>, ApiBody<'post', '/api/auth/confirm-email'>>({
      query: (body) => apiRequest('post', '/api/auth/confirm-email', { body }),
      // The signed-in user is now confirmed: read it again.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
    resendConfirmation: build.mutation<ApiAnswer<'post', '/api/auth/confirm-email/resend'>, void>({
      query: () => apiRequest('post', '/api/auth/confirm-email/resend'),
    }),
    requestPasswordReset: build.mutation<ApiAnswer<'post', '/api/auth/password-reset'>, ApiBody<'post', '/api/auth/password-reset'>>({
      query: (body) => apiRequest('post', '/api/auth/password-reset', { body }),
    }),
    confirmPasswordReset: build.mutation<ApiAnswer<'post', '/api/auth/password-reset/confirm'>, ApiBody<'post', '/api/auth/password-reset/confirm'>>({
      query: (body) => apiRequest('post', '/api/auth/password-reset/confirm', { body }),
      // Every session of the account ended.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useConfirmEmailMutation, useResendConfirmationMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = accountMailApi;
