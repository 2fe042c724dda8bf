import { type ApiAnswer, apiRequest, baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** GET /api/billing/subscription: the account page's view (status, dates, guarantee, history). */
export const getSubscriptionAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionAccount: build.query<ApiAnswer<'get', '/api/billing/subscription'>, void>({
      query: () => apiRequest('get', '/api/billing/subscription'),
      providesTags: [SUBSCRIPTION_STATUS_TAG, 'Session'],
    }),
  }),
});

export const { useGetSubscriptionAccountQuery } = getSubscriptionAccountApi;
