import { type SubscriptionAccountResponse } from '@universo/contracts';
import { baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** GET /api/billing/subscription: the account page's view (status, dates, guarantee, history). */
export const getSubscriptionAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionAccount: build.query<SubscriptionAccountResponse, void>({
      query: () => '/api/billing/subscription',
      providesTags: [SUBSCRIPTION_STATUS_TAG, 'Session'],
    }),
  }),
});

export const { useGetSubscriptionAccountQuery } = getSubscriptionAccountApi;
