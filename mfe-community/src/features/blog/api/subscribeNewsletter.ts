import type { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/newsletter/subscribe (202): the service e-mails a confirmation link. */
export const subscribeNewsletterApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterSubscribeResponse, NewsletterSubscribeRequest>({
      query: (body) => ({ url: '/api/newsletter/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = subscribeNewsletterApi;
