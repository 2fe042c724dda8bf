import type { BlogArticle } from '@universo/platform/api/content';
import { PremiumGate } from '@universo/platform';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '@universo/platform/title';
import { publishedOn, readTimeLabel } from '../articleDisplay';
import { ExclusiveBadge } from './ExclusiveBadge';

/**
 * An exclusive article the service refused to this family (403 `parents-blog`): what the list
 * already says about it (title, excerpt), then the shared premium gate, never the text.
 */
export function ExclusiveArticleGate({ article, onBack }: { article: BlogArticle | undefined; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(article?.title ?? 'Artículo exclusivo para padres');
  useEffect(() => heading.current?.focus(), [article?.slug]);

  return (
    <article className="blog-article blog-exclusive" aria-labelledby="blog-article-title">
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        ← Volver al blog
      </button>
      <ExclusiveBadge article={{ exclusive: true }} plan="free" />
      <h2 id="blog-article-title" ref={heading} tabIndex={-1} className="blog-article__title">
        {article?.title ?? 'Artículo exclusivo para padres'}
      </h2>
      {article ? (
        <>
          <p className="blog-meta">
            {article.author} · {readTimeLabel(article.readTime)}
            {publishedOn(article.createdAt) ? ` · ${publishedOn(article.createdAt)}` : ''}
          </p>
          <p className="blog-article__excerpt">{article.excerpt}</p>
        </>
      ) : null}
      <PremiumGate feature="Este artículo exclusivo para padres" locked>
        {null}
      </PremiumGate>
    </article>
  );
}
