import type { BlogArticle } from '@universo/platform/api/content';
import type { PremiumStatus } from '@universo/platform';
import { Link } from 'react-router-dom';
import { articlePath, publishedOn, readTimeLabel } from '../articleDisplay';
import { ExclusiveBadge } from './ExclusiveBadge';

/** Id of an article's "Leer artículo" link: the list puts the keyboard back on it after reading. */
export const readLinkId = (slug: string) => `leer-${slug}`;

export function ArticleSummary({ article, plan, featured = false }: { article: BlogArticle; plan: PremiumStatus; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? 'uf-card blog-summary blog-summary--featured' : 'uf-card blog-summary'}>
      {featured ? <p className="uf-badge">Destacado</p> : null}
      <ExclusiveBadge article={article} plan={plan} />
      <Heading className="blog-summary__title">{article.title}</Heading>
      <p>{article.excerpt}</p>
      <p className="blog-meta">
        {article.author} · {readTimeLabel(article.readTime)}
        {publishedOn(article.createdAt) ? ` · ${publishedOn(article.createdAt)}` : ''}
      </p>
      <div className="uf-card__actions">
        <Link
          id={readLinkId(article.slug)}
          to={articlePath(article)}
          className={featured ? 'uf-button' : 'uf-button uf-button--secondary'}
          aria-label={`Leer artículo: ${article.title}`}
        >
          Leer artículo
        </Link>
      </div>
    </article>
  );
}
