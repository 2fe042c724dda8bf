import { type ApiAnswer, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';

/** Spec section 7: the subscription status is fresh for 5 minutes and kept for 10. */
export const SUBSCRIPTION_STATUS_FRESH_SECONDS = 5 * 60;
export const SUBSCRIPTION_STATUS_KEEP_SECONDS = 10 * 60;

/** The tag of the subscription status: a mutation that changes the plan lists it in `invalidatesTags`. */
export const SUBSCRIPTION_STATUS_TAG = 'SubscriptionStatus' as const;

export const subscriptionStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Only asked while someone is logged in (usePremium skips it otherwise).
    getSubscriptionStatus: build.query<ApiAnswer<'get', '/api/subscription-status'>, void>({
      query: () => apiRequest('get', '/api/subscription-status'),
      providesTags: [SUBSCRIPTION_STATUS_TAG, 'Session'],
      keepUnusedDataFor: SUBSCRIPTION_STATUS_KEEP_SECONDS,
    }),
  }),
});

/**
 * Makes every screen read the subscription status again, e.g. after a payment or a cancellation
 * handled outside RTK Query: `dispatch(invalidateSubscriptionStatus())`.
 */
export function invalidateSubscriptionStatus() {
  return baseApi.util.invalidateTags([SUBSCRIPTION_STATUS_TAG]);
}
