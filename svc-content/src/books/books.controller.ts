import { Controller, Get, Param } from '@nestjs/common';
import type { Book } from '@universo/contracts';
import { BooksService } from './books.service';
import { BookParams } from './dto/bookParams.dto';

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
}
