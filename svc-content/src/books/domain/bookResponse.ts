import { isFreeChapter } from '@universo/contracts';
import type { Book, ChapterSummary } from '../../apiShapes';
import type { BookEntity } from '../infrastructure/book.entity';
import type { ChapterEntity } from '../infrastructure/chapter.entity';

/** A chapter card: no story text (that comes with the chapter itself). */
export function toChapterSummary(chapter: ChapterEntity): ChapterSummary {
  return {
    id: chapter.id,
    number: chapter.number,
    title: chapter.title,
    description: chapter.description,
    icon: chapter.icon,
    color: chapter.color,
    buttonColor: chapter.buttonColor,
    free: isFreeChapter(chapter.number),
  };
}

export function toBookResponse(book: BookEntity): Book {
  return {
    id: book.id,
    title: book.title,
    description: book.description,
    icon: book.icon,
    color: book.color,
    status: book.status,
    summary: book.summary,
    chapters: [...(book.chapters ?? [])].sort((a, b) => a.number - b.number).map(toChapterSummary),
  };
}
