import { formatColombianDate, SUBSCRIPTION_PLAN } from '@universo/contracts';
import type { BlogArticle } from '@universo/platform/api/content';
import type { PremiumStatus } from '@universo/platform';
import { SAMPLE_ARTICLES } from './sampleArticles';

/** Spec section 7: when the list is empty (or cannot be read) the samples are shown. */
export function articlesToShow(articles: readonly BlogArticle[] | undefined): readonly BlogArticle[] {
  const published = (articles ?? []).filter((article) => article.isPublished);
  return published.length > 0 ? published : SAMPLE_ARTICLES;
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min de lectura`;
}

/** A date as families in Colombia read it, e.g. "1 de marzo de 2024"; empty when unreadable. */
export function publishedOn(isoDate: string): string {
  return formatColombianDate(isoDate) ?? '';
}

/** The article a shareable address (`/blog/<slug>`) names, among those shown. Pure. */
export function findArticle(articles: readonly BlogArticle[], slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The address of an article, e.g. `/blog/la-alcancia-de-los-tres-frascos`. */
export function articlePath(article: Pick<BlogArticle, 'slug'>): string {
  return `/blog/${encodeURIComponent(article.slug)}`;
}

/**
 * The featured article and the list below it: the featured one is the newest article everybody
 * may read (never an exclusive one); the others keep their order. Pure.
 */
export function featuredAndOthers(articles: readonly BlogArticle[]): { featured: BlogArticle | undefined; others: BlogArticle[] } {
  const featured = articles.find((article) => !article.exclusive);
  return { featured, others: articles.filter((article) => article !== featured) };
}

export const EXCLUSIVE_BADGE_TEXT = `Exclusivo ${SUBSCRIPTION_PLAN.name}`;
export const INCLUDED_BADGE_TEXT = `Incluido en tu ${SUBSCRIPTION_PLAN.name}`;

/**
 * The badge of an exclusive article: a lock for whoever does not have the plan (or while the plan
 * is still unknown), "included" for a premium family; none for a public article. Only a label:
 * the service alone decides who reads the text. Pure.
 */
export function exclusiveBadge(article: Pick<BlogArticle, 'exclusive'>, plan: PremiumStatus): { locked: boolean; text: string } | null {
  if (!article.exclusive) return null;
  return plan === 'premium' ? { locked: false, text: INCLUDED_BADGE_TEXT } : { locked: true, text: EXCLUSIVE_BADGE_TEXT };
}

/**
 * The listed article when it can be shown as it is. An exclusive article is listed without its
 * text, so it is always asked of GET /api/blog/:slug (which answers 403 without the plan). Pure.
 */
export function readableListedArticle(listed: BlogArticle | undefined): BlogArticle | undefined {
  return listed && !listed.exclusive ? listed : undefined;
}
