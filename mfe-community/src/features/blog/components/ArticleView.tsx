import type { BlogArticle } from '@universo/contracts';
import { useEffect, useRef } from 'react';
import { paragraphsOf, publishedOn, readTimeLabel } from '../articleDisplay';

export function ArticleView({ article, onBack }: { article: BlogArticle; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="blog-article">
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        ← Volver al blog
      </button>
      <h2 ref={heading} tabIndex={-1} className="blog-article__title">
        {article.title}
      </h2>
      <p className="blog-meta">
        {article.author} · {readTimeLabel(article.readTime)}
        {publishedOn(article.createdAt) ? ` · ${publishedOn(article.createdAt)}` : ''}
      </p>
      {paragraphsOf(article.content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
