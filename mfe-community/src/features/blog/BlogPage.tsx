import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageState, usePremium } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGetBlogArticlesQuery } from './api/getBlogArticles';
import { articlesToShow, featuredAndOthers, findArticle } from './articleDisplay';
import { ArticleRoute } from './components/ArticleRoute';
import { ArticleSummary, readLinkId } from './components/ArticleSummary';
import { NewsletterNotice } from './components/NewsletterNotice';
import { ParentResources } from './components/ParentResources';
import './blog.css';

/** Set by "Volver al blog": the article just read, whose link gets the keyboard back. */
interface BlogLocationState {
  returnTo?: string;
}

/** `/blog` and `/blog/<slug>`: the list, or one article opened in place with its own address. */
export function BlogPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const returnTo = (useLocation().state as BlogLocationState | null)?.returnTo;
  // Spec section 8: a failed read shows no message; the samples stand in.
  const { data, isLoading } = useGetBlogArticlesQuery();
  const articles = articlesToShow(data);
  const { featured, others } = featuredAndOthers(articles);
  // Only for the lock badges: the service alone decides who reads an exclusive article.
  const { status: plan } = usePremium();
  usePageTitle(slug ? undefined : 'Para Padres y Educadores');

  useEffect(() => {
    if (!slug && !isLoading && returnTo) document.getElementById(readLinkId(returnTo))?.focus();
  }, [slug, isLoading, returnTo]);

  return (
    <section className="uf-container uf-section" aria-labelledby="blog-title">
      <h1 id="blog-title">Para Padres y Educadores</h1>
      {slug ? null : <p className="uf-lead">Ideas y guías para acompañar a niñas y niños en su camino emprendedor.</p>}
      <NewsletterNotice />
      {slug ? (
        <ArticleRoute
          slug={slug}
          listed={isLoading ? undefined : findArticle(articles, slug)}
          listLoading={isLoading}
          onBack={() => navigate('/blog', { state: { returnTo: slug } satisfies BlogLocationState })}
        />
      ) : (
        <>
          {isLoading ? (
            <PageState status="loading" message="Cargando artículos..." />
          ) : (
            <>
              {featured ? <ArticleSummary article={featured} plan={plan} featured /> : null}
              <ul className="uf-grid blog-list" aria-label="Artículos">
                {others.map((article) => (
                  <li key={article.id}>
                    <ArticleSummary article={article} plan={plan} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* Comes with the articles: shown before them it would be pushed down when the list arrives. */}
          {isLoading ? null : <ParentResources />}
        </>
      )}
    </section>
  );
}
