import { SUBSCRIPTION_PLAN } from '@universo/contracts';
import { type ApiAnswer, type ApiBody, apiRequest, baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** Spec section 7: currency sent as COP, country as CO; nothing else (billing refuses other fields). */
const REQUEST: ApiBody<'post', '/api/create-subscription'> = { currency: SUBSCRIPTION_PLAN.currency, country: SUBSCRIPTION_PLAN.country };

/** POST /api/create-subscription: a pending subscription and the payment link (`init_point`). */
export const createSubscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSubscription: build.mutation<ApiAnswer<'post', '/api/create-subscription'>, void>({
      query: () => apiRequest('post', '/api/create-subscription', { body: REQUEST }),
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION_STATUS_TAG]),
    }),
  }),
});

export const { useCreateSubscriptionMutation } = createSubscriptionApi;
