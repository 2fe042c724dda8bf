import type { BlogArticle } from '@universo/contracts';
import { publishedOn, readTimeLabel } from '../articleDisplay';

export function ArticleSummary({
  article,
  featured = false,
  onOpen,
}: {
  article: BlogArticle;
  featured?: boolean;
  onOpen: (article: BlogArticle) => void;
}) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? 'uf-card blog-summary blog-summary--featured' : 'uf-card blog-summary'}>
      {featured ? <p className="uf-badge">Destacado</p> : null}
      <Heading className="blog-summary__title">{article.title}</Heading>
      <p>{article.excerpt}</p>
      <p className="blog-meta">
        {article.author} · {readTimeLabel(article.readTime)}
        {publishedOn(article.createdAt) ? ` · ${publishedOn(article.createdAt)}` : ''}
      </p>
      <div className="uf-card__actions">
        <button
          type="button"
          className={featured ? 'uf-button' : 'uf-button uf-button--secondary'}
          aria-label={`Leer artículo: ${article.title}`}
          onClick={() => onOpen(article)}
        >
          Leer artículo
        </button>
      </div>
    </article>
  );
}
