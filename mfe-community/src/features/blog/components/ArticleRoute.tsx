import type { BlogArticle } from '@universo/platform/api/content';
import { isApiRequestError, PageState, premiumItemOf } from '@universo/platform';
import { useGetBlogArticleQuery } from '../api/getBlogArticle';
import { readableListedArticle } from '../articleDisplay';
import { ArticleView } from './ArticleView';
import { ExclusiveArticleGate } from './ExclusiveArticleGate';

/**
 * `/blog/<slug>`: a public article from the list already read, or from GET /api/blog/:slug (a
 * shared link, an article newer than the list, and every exclusive article, whose text the list
 * never carries). The service refusing an exclusive article (403 with `premiumItem`) shows the
 * premium gate.
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
  const readable = readableListedArticle(listed);
  const single = useGetBlogArticleQuery(slug, { skip: listLoading || readable !== undefined });

  if (readable) return <ArticleView article={readable} onBack={onBack} />;
  // The error first: after a logout the last text may still be cached beside the new 403.
  if (single.isError) {
    if (premiumItemOf(single.error)) return <ExclusiveArticleGate article={listed} onBack={onBack} />;
    const notFound = isApiRequestError(single.error) && single.error.status === 404;
    return (
      <div className="blog-missing">
        <PageState
          status="error"
          title={notFound ? 'No encontramos este artículo' : 'No pudimos cargar el artículo'}
          message={notFound ? 'Puede que la dirección esté incompleta o que el artículo ya no esté publicado.' : 'Revisa tu conexión e inténtalo de nuevo.'}
          onRetry={notFound ? undefined : () => void single.refetch()}
        />
        <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
          ← Volver al blog
        </button>
      </div>
    );
  }
  if (single.currentData && !single.isFetching) return <ArticleView article={single.currentData} onBack={onBack} />;
  return <PageState status="loading" message="Cargando artículo..." />;
}
