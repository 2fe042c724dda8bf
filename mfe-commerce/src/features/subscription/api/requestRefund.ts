import { type ApiAnswer, type ApiBody, apiRequest, baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** POST /api/billing/refund-request: the 30-day money-back guarantee, with an optional note. */
export const requestRefundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestRefund: build.mutation<ApiAnswer<'post', '/api/billing/refund-request'>, ApiBody<'post', '/api/billing/refund-request'>>({
      query: (body) => apiRequest('post', '/api/billing/refund-request', { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION_STATUS_TAG]),
    }),
  }),
});

export const { useRequestRefundMutation } = requestRefundApi;
