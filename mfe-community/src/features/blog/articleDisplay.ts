import type { BlogArticle } from '@universo/contracts';
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
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The article a shareable address (`/blog/<slug>`) names, among those shown. Pure. */
export function findArticle(articles: readonly BlogArticle[], slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The address of an article, e.g. `/blog/la-alcancia-de-los-tres-frascos`. */
export function articlePath(article: Pick<BlogArticle, 'slug'>): string {
  return `/blog/${encodeURIComponent(article.slug)}`;
}
