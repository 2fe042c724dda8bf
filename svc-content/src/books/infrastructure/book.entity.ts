import { CreatedAtColumn, IntegerColumn, TextColumn, VarcharColumn } from '@universo/service-kit';
import { Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { CardColumns } from './cardColumns';
import { ChapterEntity } from './chapter.entity';

@Entity('books')
export class BookEntity extends CardColumns {
  /** Stable ids from the data files (the spec refers to "book 1"). */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @VarcharColumn(40)
  status: string;

  @TextColumn({ nullable: true })
  summary: string | null;

  /** Library order: lower first. */
  @IntegerColumn()
  position: number;

  @CreatedAtColumn()
  createdAt: Date;

  @OneToMany(() => ChapterEntity, (chapter) => chapter.book)
  chapters: Relation<ChapterEntity>[];
}
