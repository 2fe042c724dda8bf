import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { CardColumns } from './cardColumns';
import { ChapterEntity } from './chapter.entity';

@Entity({ name: 'books' })
export class BookEntity extends CardColumns {
  /** Stable ids from the data files (the spec refers to "book 1"). */
  @PrimaryColumn({ type: 'integer' })
  id: number;

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
