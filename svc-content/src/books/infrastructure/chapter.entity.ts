import type { ChapterConversation, ChapterIllustration } from '../../apiShapes';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BookEntity } from './book.entity';
import { CardColumns } from './cardColumns';

@Entity({ name: 'chapters' })
export class ChapterEntity extends CardColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'book_id', type: 'integer' })
  bookId: number;

  @ManyToOne(() => BookEntity, (book) => book.chapters, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'book_id' })
  book: Relation<BookEntity>;

  /** 1-based order within the book. */
  @Column({ type: 'integer' })
  number: number;

  @Column({ name: 'button_color', type: 'varchar', length: 64 })
  buttonColor: string;

  @Column({ type: 'text' })
  story: string;

  /** The "Pausa Mágica" block. */
  @Column({ type: 'text' })
  lesson: string;

  /** The conversation block as plain "Speaker: text" lines (the spec's `character` field). */
  @Column({ type: 'text' })
  character: string;

  /** The same conversation as structured lines; null while the chapter has no texts yet. */
  @Column({ type: 'jsonb', nullable: true })
  conversation: ChapterConversation | null;

  /** The "Reto Mágico" block. */
  @Column({ type: 'text' })
  activity: string;

  /** The narration's URL path (`/media/audio/book-1/chapter-01.ogg`), set by the content seed. */
  @Column({ name: 'audio_file', type: 'varchar', length: 500, nullable: true })
  audioFile: string | null;

  /** The chapter's drawing and its Spanish text alternative, set by seedChapterIllustrations. */
  @Column({ type: 'jsonb', nullable: true })
  illustration: ChapterIllustration | null;
}
