import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChapterTopic } from '@universo/contracts';
import type { Book, ChapterContentResponse, ChapterConversation } from '../apiShapes';
import { type FindOptionsSelect, Repository } from 'typeorm';
import { BOOK_NOT_FOUND, CHAPTER_NOT_FOUND } from './books.messages';
import { toBookResponse } from './domain/bookResponse';
import { type ChapterRow, toChapterContentResponse } from './domain/chapterContentResponse';
import { BookEntity } from './infrastructure/book.entity';

const MAX_INT4 = 2_147_483_647;

/** Only what the library shows: the chapters' texts stay in the database. */
const LIBRARY_COLUMNS: FindOptionsSelect<BookEntity> = {
  id: true,
  title: true,
  description: true,
  icon: true,
  color: true,
  status: true,
  summary: true,
  position: true,
  chapters: { id: true, number: true, title: true, description: true, icon: true, color: true, buttonColor: true },
};

@Injectable()
export class BooksService {
  constructor(@InjectRepository(BookEntity) private readonly books: Repository<BookEntity>) {}

  async list(): Promise<Book[]> {
    const rows = await this.books.find({
      select: LIBRARY_COLUMNS,
      relations: { chapters: true },
      order: { position: 'ASC', id: 'ASC', chapters: { number: 'ASC' } },
    });
    return rows.map(toBookResponse);
  }

  async findOne(id: number): Promise<Book> {
    const book =
      id >= 1 && id <= MAX_INT4
        ? await this.books.findOne({
            where: { id },
            select: LIBRARY_COLUMNS,
            relations: { chapters: true },
            order: { chapters: { number: 'ASC' } },
          })
        : null;
    if (!book) throw new NotFoundException(BOOK_NOT_FOUND);
    return toBookResponse(book);
  }

  /** One chapter with its texts, in one query that also tells an unknown book from an unknown chapter. */
  async chapter(bookId: number, number: number): Promise<ChapterContentResponse> {
    if (bookId > MAX_INT4) throw new NotFoundException(BOOK_NOT_FOUND);
    const rows = (await this.books.query(
      `SELECT b.id AS book_id, b.title AS book_title,
              (SELECT count(*)::int FROM chapters n WHERE n.book_id = b.id) AS book_chapter_count,
              c.number, c.title, c.story, c.lesson, c."character", c.conversation, c.activity, c.audio_file, c.illustration
         FROM books b
         LEFT JOIN chapters c ON c.book_id = b.id AND c.number = $2
        WHERE b.id = $1`,
      [bookId, number <= MAX_INT4 ? number : 0],
    )) as (ChapterRow | (Omit<ChapterRow, 'number'> & { number: null }))[];
    const row = rows[0];
    if (!row) throw new NotFoundException(BOOK_NOT_FOUND);
    if (row.number === null) throw new NotFoundException(CHAPTER_NOT_FOUND);
    return toChapterContentResponse(row);
  }

  /**
   * A chapter's public card texts and whose conversation it holds, for svc-chat's chat about it.
   * Nothing premium: the same title and description the book's chapter list shows everybody.
   */
  async chapterTopic(bookId: number, number: number): Promise<ChapterTopic> {
    if (bookId > MAX_INT4 || number > MAX_INT4) throw new NotFoundException(CHAPTER_NOT_FOUND);
    const rows = (await this.books.query(`SELECT c.title, c.description, c.conversation FROM chapters c WHERE c.book_id = $1 AND c.number = $2`, [
      bookId,
      number,
    ])) as { title: string; description: string; conversation: ChapterConversation | null }[];
    const row = rows[0];
    if (!row) throw new NotFoundException(CHAPTER_NOT_FOUND);
    return { bookId, number, title: row.title, description: row.description, character: row.conversation?.character ?? null };
  }
}
