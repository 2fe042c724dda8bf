import type { PremiumItemId } from '@universo/contracts';
import type { BlogArticle } from '../../apiShapes';

/** The premium item of the parents' exclusive articles (packages/contracts/src/premium.ts). */
export const EXCLUSIVE_ARTICLES_ITEM: PremiumItemId = 'parents-blog';

/** The premium item an article's text needs, or null when everybody may read it. Pure. */
export function premiumItemOfArticle(article: Pick<BlogArticle, 'exclusive'>): PremiumItemId | null {
  return article.exclusive ? EXCLUSIVE_ARTICLES_ITEM : null;
}

/**
 * An article as the public list shows it. The list is the same for everybody (so any cache may
 * keep it): an exclusive article keeps its title, excerpt, author and read time, and its
 * `content` is the empty string, never its text. Pure.
 */
export function toListedArticle(article: BlogArticle): BlogArticle {
  return premiumItemOfArticle(article) ? { ...article, content: '' } : article;
}
