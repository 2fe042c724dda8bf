import { Controller, Get } from '@nestjs/common';
import type { BlogArticle } from '@universo/contracts';
import { BlogService } from './blog.service';

@Controller('api/blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(): Promise<BlogArticle[]> {
    return this.blog.listPublished();
  }
}
