import { type CreateSubscriptionRequest, type CreateSubscriptionResponse, SUBSCRIPTION_PLAN } from '@universo/contracts';
import { baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** Spec section 7: currency sent as COP, country as CO; nothing else (billing refuses other fields). */
const REQUEST: CreateSubscriptionRequest = { currency: SUBSCRIPTION_PLAN.currency, country: SUBSCRIPTION_PLAN.country };

/** POST /api/create-subscription: a pending subscription and the payment link (`init_point`). */
export const createSubscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSubscription: build.mutation<CreateSubscriptionResponse, void>({
      query: () => ({ url: '/api/create-subscription', method: 'POST', body: REQUEST }),
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION_STATUS_TAG]),
    }),
  }),
});

export const { useCreateSubscriptionMutation } = createSubscriptionApi;
