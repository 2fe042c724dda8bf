import type {
  AdminSessionStatus,
  SecondFactorVerified,
  SecondFactorVerifyRequest,
  TotpCodeRequest,
  TotpEnrolmentDone,
  TotpEnrolmentStart,
} from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/**
 * The admin's second factor, from svc-auth: where this session stands, the enrolment of an
 * authenticator app (its secret and recovery codes are shown once and never kept in the store)
 * and the code prompt. Moderation is asked again once the session is verified.
 */
export const adminSecondFactorApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSessionStatus, void>({
      query: () => ({ url: '/api/auth/admin/session' }),
      providesTags: ['AdminSession', 'Session'],
      keepUnusedDataFor: 0,
    }),
    startTotpEnrolment: build.mutation<TotpEnrolmentStart, void>({
      query: () => ({ url: '/api/auth/admin/totp/enrolment', method: 'POST' }),
    }),
    // Not invalidating AdminSession here: the recovery codes stay on screen until the admin says
    // they are saved (then the page asks for the session again).
    confirmTotpEnrolment: build.mutation<TotpEnrolmentDone, TotpCodeRequest>({
      query: (body) => ({ url: '/api/auth/admin/totp/enrolment/confirm', method: 'POST', body }),
    }),
    verifySecondFactor: build.mutation<SecondFactorVerified, SecondFactorVerifyRequest>({
      query: (body) => ({ url: '/api/auth/admin/totp/verify', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminSession', 'ModerationPosts', 'ContactMessages'] : []),
    }),
  }),
});

export const { useGetAdminSessionQuery, useStartTotpEnrolmentMutation, useConfirmTotpEnrolmentMutation, useVerifySecondFactorMutation } = adminSecondFactorApi;
