import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceKitModule } from '@universo/service-kit';
import { BlogModule } from './blog/blog.module';
import { BlogArticleEntity } from './blog/infrastructure/blogArticle.entity';
import { BooksModule } from './books/books.module';
import { BookEntity } from './books/infrastructure/book.entity';
import { ChapterEntity } from './books/infrastructure/chapter.entity';
import { ContentConfig } from './config';
import { migrations } from './migrations';

@Module({})
export class AppModule {}

export function appModule(config: ContentConfig): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({
        name: 'content',
        config,
        entities: [BookEntity, ChapterEntity, BlogArticleEntity],
        migrations,
      }),
      BooksModule,
      BlogModule,
    ],
  };
}
