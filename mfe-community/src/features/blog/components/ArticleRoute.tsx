import type { BlogArticle } from '@universo/contracts';
import { isApiRequestError, PageState } from '@universo/platform';
import { useGetBlogArticleQuery } from '../api/getBlogArticle';
import { ArticleView } from './ArticleView';

/**
 * `/blog/<slug>`: the article from the list already read, or (a shared link, an article newer
 * than the list) from GET /api/blog/:slug.
 */
export function ArticleRoute({
  slug,
  listed,
  listLoading,
  onBack,
}: {
  slug: string;
  listed: BlogArticle | undefined;
  listLoading: boolean;
  onBack: () => void;
}) {
  const single = useGetBlogArticleQuery(slug, { skip: listLoading || listed !== undefined });

  if (listed) return <ArticleView article={listed} onBack={onBack} />;
  if (single.data) return <ArticleView article={single.data} onBack={onBack} />;
  if (listLoading || single.isUninitialized || single.isFetching) return <PageState status="loading" message="Cargando artículo..." />;

  const notFound = isApiRequestError(single.error) && single.error.status === 404;
  return (
    <div className="blog-missing">
      <PageState
        status="error"
        title={notFound ? 'No encontramos este artículo' : 'No pudimos cargar el artículo'}
        message={
          notFound
            ? 'Puede que la dirección esté incompleta o que el artículo ya no esté publicado.'
            : 'Revisa tu conexión e inténtalo de nuevo.'
        }
        onRetry={notFound ? undefined : () => void single.refetch()}
      />
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        ← Volver al blog
      </button>
    </div>
  );
}
