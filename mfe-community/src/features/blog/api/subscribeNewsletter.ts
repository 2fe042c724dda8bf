import { type ApiAnswer, type ApiBody, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** POST /api/newsletter/subscribe (202): the service e-mails a confirmation link. */
export const subscribeNewsletterApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<ApiAnswer<'post', '/api/newsletter/subscribe'>, ApiBody<'post', '/api/newsletter/subscribe'>>({
      query: (body) => apiRequest('post', '/api/newsletter/subscribe', { body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = subscribeNewsletterApi;
