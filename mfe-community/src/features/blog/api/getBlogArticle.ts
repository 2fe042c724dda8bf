import { type ApiAnswer, apiRequest, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/**
 * GET /api/blog/:slug: one published article with its text, for a shared address (`/blog/<slug>`)
 * and for every exclusive article (the list carries no text for those); 404 otherwise, 403 with
 * `premiumItem` for an exclusive article without the plan. Who is logged in and their plan change
 * the answer, so login, logout and a payment ask again.
 */
export const getBlogArticleApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogArticle: build.query<ApiAnswer<'get', '/api/blog/{slug}'>, string>({
      query: (slug) => apiRequest('get', '/api/blog/{slug}', { path: { slug } }),
      providesTags: ['Session', SUBSCRIPTION_STATUS_TAG],
    }),
  }),
});

export const { useGetBlogArticleQuery } = getBlogArticleApi;
