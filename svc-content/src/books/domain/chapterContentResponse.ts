import type { ChapterContentResponse, ChapterConversation, ChapterIllustration } from '../../apiShapes';

/** A chapter row joined with its book, as BooksService reads it. */
export interface ChapterRow {
  book_id: number;
  book_title: string;
  book_chapter_count: number;
  number: number;
  title: string;
  story: string;
  lesson: string;
  character: string;
  conversation: ChapterConversation | null;
  activity: string;
  audio_file: string | null;
  illustration: ChapterIllustration | null;
}

/**
 * The chapter page: `audioFile` only when the chapter has narration (the spec's optional field),
 * `illustration` only when its drawing is made.
 */
export function toChapterContentResponse(row: ChapterRow): ChapterContentResponse {
  return {
    bookId: row.book_id,
    bookTitle: row.book_title,
    number: row.number,
    bookChapterCount: row.book_chapter_count,
    title: row.title,
    story: row.story,
    lesson: row.lesson,
    character: row.character,
    conversation: row.conversation,
    activity: row.activity,
    ...(row.audio_file ? { audioFile: row.audio_file } : {}),
    ...(row.illustration ? { illustration: row.illustration } : {}),
  };
}
