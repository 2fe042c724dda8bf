import { type ApiAnswer, apiRequest, baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';
import { getSubscriptionAccountApi } from './getSubscriptionAccount';

/** POST /api/billing/cancel (no body): 'cancel anytime'. The answer carries the updated account view. */
export const cancelSubscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cancelSubscription: build.mutation<ApiAnswer<'post', '/api/billing/cancel'>, void>({
      query: () => apiRequest('post', '/api/billing/cancel'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getSubscriptionAccountApi.util.upsertQueryData('getSubscriptionAccount', undefined, data.subscription));
        } catch {
          // The page reports the failure; nothing changed.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION_STATUS_TAG]),
    }),
  }),
});

export const { useCancelSubscriptionMutation } = cancelSubscriptionApi;
