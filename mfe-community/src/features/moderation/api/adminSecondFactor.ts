import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/**
 * The admin's second factor, from svc-auth: where this session stands, the enrolment of an
 * authenticator app (its secret and recovery codes are shown once and never kept in the store)
 * and the code prompt. Moderation is asked again once the session is verified.
 */
export const adminSecondFactorApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<ApiAnswer<'get', '/api/auth/admin/session'>, void>({
      query: () => apiRequest('get', '/api/auth/admin/session'),
      providesTags: ['AdminSession', 'Session'],
      keepUnusedDataFor: 0,
    }),
    startTotpEnrolment: build.mutation<ApiAnswer<'post', '/api/auth/admin/totp/enrolment'>, void>({
      query: () => apiRequest('post', '/api/auth/admin/totp/enrolment'),
    }),
    // Not invalidating AdminSession here: the recovery codes stay on screen until the admin says
    // they are saved (then the page asks for the session again).
    confirmTotpEnrolment: build.mutation<
      ApiAnswer<'post', '/api/auth/admin/totp/enrolment/confirm'>,
      ApiBody<'post', '/api/auth/admin/totp/enrolment/confirm'>
    >({
      query: (body) => apiRequest('post', '/api/auth/admin/totp/enrolment/confirm', { body }),
    }),
    verifySecondFactor: build.mutation<ApiAnswer<'post', '/api/auth/admin/totp/verify'>, ApiBody<'post', '/api/auth/admin/totp/verify'>>({
      query: (body) => apiRequest('post', '/api/auth/admin/totp/verify', { body }),
      invalidatesTags: (result) => (result ? ['AdminSession', 'ModerationPosts', 'ContactMessages'] : []),
    }),
  }),
});

export const { useGetAdminSessionQuery, useStartTotpEnrolmentMutation, useConfirmTotpEnrolmentMutation, useVerifySecondFactorMutation } = adminSecondFactorApi;
