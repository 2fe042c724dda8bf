import { type ApiAnswer, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/contact/messages?page= (admins only), newest first. Personal data: not kept after leaving. */
export const getContactMessagesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ApiAnswer<'get', '/api/contact/messages'>, number>({
      query: (page) => apiRequest('get', '/api/contact/messages', { query: { page } }),
      providesTags: ['ContactMessages', 'Session'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetContactMessagesQuery } = getContactMessagesApi;
