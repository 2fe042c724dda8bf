import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/contact (201); sending the same message twice stores it once. */
export const sendContactMessageApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ApiAnswer<'post', '/api/contact'>, ApiBody<'post', '/api/contact'>>({
      query: (body) => apiRequest('post', '/api/contact', { body }),
      invalidatesTags: ['ContactMessages'],
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
