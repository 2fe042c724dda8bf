import { type RefundRequestBody, type RefundRequestResponse } from '@universo/contracts';
import { baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** POST /api/billing/refund-request: the 30-day money-back guarantee, with an optional note. */
export const requestRefundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestRefund: build.mutation<RefundRequestResponse, RefundRequestBody>({
      query: (body) => ({ url: '/api/billing/refund-request', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION_STATUS_TAG]),
    }),
  }),
});

export const { useRequestRefundMutation } = requestRefundApi;
