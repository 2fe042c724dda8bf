import type { BlogArticle } from '../../apiShapes';
import type { BlogArticleEntity } from '../infrastructure/blogArticle.entity';

export function toBlogArticleResponse(article: BlogArticleEntity): BlogArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    imageUrl: article.imageUrl,
    author: article.author,
    readTime: article.readTime,
    isPublished: article.isPublished,
    createdAt: article.createdAt.toISOString(),
    exclusive: article.exclusive,
  };
}
