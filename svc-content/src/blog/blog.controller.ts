import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { BlogArticle } from '../apiShapes';
import { ErrorAnswer, keepPrivate, PremiumAccess, PremiumAnswer, PublicRead } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ARTICLE_NOT_FOUND } from './blog.messages';
import { BlogService } from './blog.service';
import { premiumItemOfArticle } from './domain/articleAccess';

@Controller('api/blog')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly access: PremiumAccess,
  ) {}

  /** The same list for everybody: exclusive articles appear with `exclusive: true` and no text. */
  @Get()
  @PublicRead()
  list(): Promise<BlogArticle[]> {
    return this.blog.listPublished();
  }

  /**
   * One article with its text. Any text is accepted here: what is not a published slug is a 404
   * for everybody, never a 400, and it is looked up before any plan check. An exclusive article's
   * text goes only to families with the plan (premium item `parents-blog`, 403 otherwise). The
   * answer depends on who asks, so no shared cache keeps it.
   */
  @Get(':slug')
  @ErrorAnswer(404, 'No hay un artículo publicado con ese slug (para todos, antes de mirar el plan).', ARTICLE_NOT_FOUND)
  @PremiumAnswer('parents-blog')
  async findOne(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BlogArticle> {
    keepPrivate(reply);
    const article = await this.blog.findPublished(slug);
    const item = premiumItemOfArticle(article);
    if (item) await this.access.require(item, request);
    return article;
  }
}
