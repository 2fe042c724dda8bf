import type { ContactRequest, ContactResponse } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/contact (201); sending the same message twice stores it once. */
export const sendContactMessageApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
      invalidatesTags: ['ContactMessages'],
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
