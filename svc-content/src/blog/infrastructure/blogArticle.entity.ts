import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_articles' })
export class BlogArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  /** Minutes. */
  @Column({ name: 'read_time', type: 'integer' })
  readTime: number;

  @Column({ name: 'is_published', type: 'boolean' })
  isPublished: boolean;

  /** Publication date: the blog lists newest first. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** An article of the parents' exclusive blog: its text goes only to families with the plan. */
  @Column({ type: 'boolean', default: false })
  exclusive: boolean;
}
