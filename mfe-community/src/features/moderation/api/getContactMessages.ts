import type { ContactMessage, Page } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/contact/messages?page= (admins only), newest first. Personal data: not kept after leaving. */
export const getContactMessagesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<Page<ContactMessage>, number>({
      query: (page) => ({ url: '/api/contact/messages', params: { page } }),
      providesTags: ['ContactMessages', 'Session'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetContactMessagesQuery } = getContactMessagesApi;
