import type { BlogArticle } from '@universo/platform/api/content';
import { useEffect, useRef } from 'react';
import { toast } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { publishedOn, readTimeLabel } from '../articleDisplay';
import { ArticleBody } from './ArticleBody';
import { ExclusiveBadge } from './ExclusiveBadge';

async function copyAddress(): Promise<void> {
  const address = window.location.href;
  try {
    await navigator.clipboard.writeText(address);
    toast({ title: 'Enlace copiado', description: 'Pégalo en un mensaje para compartir este artículo.' });
  } catch {
    toast({ title: 'No se pudo copiar el enlace', description: address });
  }
}

/** One article, opened in place of the list, with its own address (`/blog/<slug>`). */
export function ArticleView({ article, onBack }: { article: BlogArticle; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(article.title);
  useEffect(() => heading.current?.focus(), [article.slug]);

  return (
    <article className="blog-article" aria-labelledby="blog-article-title">
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        ← Volver al blog
      </button>
      {/* An exclusive article's text reached this page only because the service said the family has the plan. */}
      <ExclusiveBadge article={article} plan="premium" />
      <h2 id="blog-article-title" ref={heading} tabIndex={-1} className="blog-article__title">
        {article.title}
      </h2>
      <p className="blog-meta">
        {article.author} · {readTimeLabel(article.readTime)}
        {publishedOn(article.createdAt) ? ` · ${publishedOn(article.createdAt)}` : ''}
      </p>
      {article.excerpt ? <p className="blog-article__excerpt">{article.excerpt}</p> : null}
      <ArticleBody content={article.content} />
      <div className="blog-article__actions">
        <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
          ← Volver a los artículos
        </button>
        <button type="button" className="uf-button uf-button--secondary" onClick={() => void copyAddress()}>
          Copiar enlace
        </button>
      </div>
    </article>
  );
}
