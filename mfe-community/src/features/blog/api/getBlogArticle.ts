import type { BlogArticle } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/blog/:slug: one published article, for a shared address (`/blog/<slug>`); 404 otherwise. */
export const getBlogArticleApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogArticle: build.query<BlogArticle, string>({ query: (slug) => `/api/blog/${encodeURIComponent(slug)}` }),
  }),
});

export const { useGetBlogArticleQuery } = getBlogArticleApi;
