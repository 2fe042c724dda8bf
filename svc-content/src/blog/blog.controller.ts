import { Controller, Get, Param } from '@nestjs/common';
import type { BlogArticle } from '@universo/contracts';
import { BlogService } from './blog.service';

@Controller('api/blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(): Promise<BlogArticle[]> {
    return this.blog.listPublished();
  }

  /** Any text is accepted here: what is not a published slug is a 404, never a 400. */
  @Get(':slug')
  findOne(@Param('slug') slug: string): Promise<BlogArticle> {
    return this.blog.findPublished(slug);
  }
}
