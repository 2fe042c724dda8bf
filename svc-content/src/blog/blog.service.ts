import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogArticle } from '../apiShapes';
import { Repository } from 'typeorm';
import { ARTICLE_NOT_FOUND } from './blog.messages';
import { toListedArticle } from './domain/articleAccess';
import { toBlogArticleResponse } from './domain/blogArticleResponse';
import { BlogArticleEntity } from './infrastructure/blogArticle.entity';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>) {}

  /**
   * Published articles, newest first, the same for everybody: exclusive articles are listed
   * without their text (`content: ''`).
   */
  async listPublished(): Promise<BlogArticle[]> {
    const rows = await this.articles.find({ where: { isPublished: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((row) => toListedArticle(toBlogArticleResponse(row)));
  }

  /**
   * One published article by its slug (the shareable /blog/<slug> address), with its text; 404
   * otherwise. Whether the caller may read an exclusive one is the controller's check.
   */
  async findPublished(slug: string): Promise<BlogArticle> {
    const article = slug.length <= 160 && SLUG.test(slug) ? await this.articles.findOne({ where: { slug, isPublished: true } }) : null;
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return toBlogArticleResponse(article);
  }
}
