import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogArticle } from '@universo/contracts';
import { Repository } from 'typeorm';
import { toBlogArticleResponse } from './domain/blogArticleResponse';
import { BlogArticleEntity } from './infrastructure/blogArticle.entity';

@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>) {}

  /** Published articles, newest first (the first one is the featured article). */
  async listPublished(): Promise<BlogArticle[]> {
    const rows = await this.articles.find({ where: { isPublished: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toBlogArticleResponse);
  }
}
