import { IntegerColumn, JsonbColumn, TextColumn, VarcharColumn } from '@universo/service-kit';
import type { ChapterConversation, ChapterIllustration } from '../../apiShapes';
import { Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BookEntity } from './book.entity';
import { CardColumns } from './cardColumns';

@Entity('chapters')
export class ChapterEntity extends CardColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @IntegerColumn({ name: 'book_id' })
  bookId: number;

  @ManyToOne(() => BookEntity, (book) => book.chapters, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'book_id' })
  book: Relation<BookEntity>;

  /** 1-based order within the book. */
  @IntegerColumn()
  number: number;

  @VarcharColumn(64, { name: 'button_color' })
  buttonColor: string;

  @TextColumn()
  story: string;

  /** The "Pausa Mágica" block. */
  @TextColumn()
  lesson: string;

  /** The conversation block as plain "Speaker: text" lines (the spec's `character` field). */
  @TextColumn()
  character: string;

  /** The same conversation as structured lines; null while the chapter has no texts yet. */
  @JsonbColumn({ nullable: true })
  conversation: ChapterConversation | null;

  /** The "Reto Mágico" block. */
  @TextColumn()
  activity: string;

  /** The narration's URL path (`/media/audio/book-1/chapter-01.ogg`), set by the content seed. */
  @VarcharColumn(500, { name: 'audio_file', nullable: true })
  audioFile: string | null;

  /** The chapter's drawing and its Spanish text alternative, set by seedChapterIllustrations. */
  @JsonbColumn({ nullable: true })
  illustration: ChapterIllustration | null;
}
