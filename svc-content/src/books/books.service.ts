import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Book } from '@universo/contracts';
import { type FindOptionsSelect, Repository } from 'typeorm';
import { BOOK_NOT_FOUND } from './books.messages';
import { toBookResponse } from './domain/bookResponse';
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
}
