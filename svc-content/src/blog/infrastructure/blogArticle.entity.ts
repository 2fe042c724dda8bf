import { BooleanColumn, IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from '@universo/service-kit';
import { Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('blog_articles')
export class BlogArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(160, { unique: true })
  slug: string;

  @VarcharColumn(200)
  title: string;

  @TextColumn()
  excerpt: string;

  @TextColumn()
  content: string;

  @VarcharColumn(500, { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @VarcharColumn(120)
  author: string;

  /** Minutes. */
  @IntegerColumn({ name: 'read_time' })
  readTime: number;

  @BooleanColumn({ name: 'is_published' })
  isPublished: boolean;

  /** Publication date: the blog lists newest first. */
  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  /** An article of the parents' exclusive blog: its text goes only to families with the plan. */
  @BooleanColumn({ default: false })
  exclusive: boolean;
}
