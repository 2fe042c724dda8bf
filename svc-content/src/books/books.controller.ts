import { Controller, Get, Param } from '@nestjs/common';
import type { Book, ChapterContentResponse } from '@universo/contracts';
import { BooksService } from './books.service';
import { BookParams, ChapterParams } from './dto/bookParams.dto';

@Controller('api/books')
export class BooksController {
  constructor(private readonly books: BooksService) {}

  @Get()
  list(): Promise<Book[]> {
    return this.books.list();
  }

  @Get(':id')
  findOne(@Param() params: BookParams): Promise<Book> {
    return this.books.findOne(Number(params.id));
  }

  @Get(':id/chapters/:number')
  chapter(@Param() params: ChapterParams): Promise<ChapterContentResponse> {
    return this.books.chapter(Number(params.id), Number(params.number));
  }
}
