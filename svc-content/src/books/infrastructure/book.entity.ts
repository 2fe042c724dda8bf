import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { ChapterEntity } from './chapter.entity';

@Entity({ name: 'books' })
export class BookEntity {
  /** Stable ids from the data files (the spec refers to "book 1"). */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** An emoji. */
  @Column({ type: 'varchar', length: 32 })
  icon: string;

  /** A CSS colour. */
  @Column({ type: 'varchar', length: 64 })
  color: string;

  @Column({ type: 'varchar', length: 40 })
  status: string;

  @Column({ type: 'text', nullable: true })
  summary: string | null;

  /** Library order: lower first. */
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @OneToMany(() => ChapterEntity, (chapter) => chapter.book)
  chapters: Relation<ChapterEntity>[];
}
