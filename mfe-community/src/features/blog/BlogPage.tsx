import type { BlogArticle } from '@universo/contracts';
import { useState } from 'react';
import { PageState } from '@universo/platform';
import { useGetBlogArticlesQuery } from './api/getBlogArticles';
import { articlesToShow } from './articleDisplay';
import { ArticleSummary } from './components/ArticleSummary';
import { ArticleView } from './components/ArticleView';
import { ParentResources } from './components/ParentResources';
import './blog.css';

export function BlogPage() {
  // Spec section 8: a failed read shows no message; the samples stand in.
  const { data, isLoading } = useGetBlogArticlesQuery();
  const [openArticle, setOpenArticle] = useState<BlogArticle | null>(null);
  const [featured, ...others] = articlesToShow(data);

  return (
    <section className="uf-container uf-section" aria-labelledby="blog-title">
      <h1 id="blog-title">Para Padres y Educadores</h1>
      <p className="uf-lead">Ideas y guías para acompañar a niñas y niños en su camino emprendedor.</p>
      {isLoading ? (
        <PageState status="loading" message="Cargando artículos..." />
      ) : openArticle ? (
        <ArticleView article={openArticle} onBack={() => setOpenArticle(null)} />
      ) : (
        <>
          {featured ? <ArticleSummary article={featured} featured onOpen={setOpenArticle} /> : null}
          <ul className="uf-grid blog-list" aria-label="Artículos">
            {others.map((article) => (
              <li key={article.id}>
                <ArticleSummary article={article} onOpen={setOpenArticle} />
              </li>
            ))}
          </ul>
          <ParentResources />
        </>
      )}
    </section>
  );
}
