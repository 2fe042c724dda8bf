import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { BlogArticleEntity } from './infrastructure/blogArticle.entity';

@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleEntity])],
  controllers: [BlogController],
  providers: [BlogService],
})
export class BlogModule {}
