import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { type ChapterTopic, isFreeChapter, premiumRequiredMessage } from '@universo/contracts';
import type { Book, ChapterContentResponse } from '../apiShapes';
import { ErrorAnswer, keepPrivate, PremiumAccess, PublicRead } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BooksService } from './books.service';
import { BookParams, ChapterParams } from './dto/bookParams.dto';
import { BOOK_NOT_FOUND, CHAPTER_NOT_FOUND } from './books.messages';

@Controller('api/books')
export class BooksController {
  constructor(
    private readonly books: BooksService,
    private readonly access: PremiumAccess,
  ) {}

  /** Books and their chapter lists (no chapter text): the same for everybody. */
  @Get()
  @PublicRead()
  list(): Promise<Book[]> {
    return this.books.list();
  }

  @Get(':id')
  @PublicRead()
  @ErrorAnswer(404, 'El libro no existe.', BOOK_NOT_FOUND)
  findOne(@Param() params: BookParams): Promise<Book> {
    return this.books.findOne(Number(params.id));
  }

  /**
   * What a chat about this chapter needs (svc-chat asks it): the card's title and description and
   * the chapter's character. Public like the chapter list; the story stays behind the plan.
   */
  @Get(':id/chapters/:number/topic')
  @PublicRead()
  @ErrorAnswer(404, 'El libro o el capítulo no existe.', BOOK_NOT_FOUND, CHAPTER_NOT_FOUND)
  topic(@Param() params: ChapterParams): Promise<ChapterTopic> {
    return this.books.chapterTopic(Number(params.id), Number(params.number));
  }

  /**
   * The first chapter of every book is free; the others are the premium item `story-chapters`.
   * A chapter that does not exist is 404 for everybody, so it is looked up first; the text
   * leaves only after billing said yes, and never into a shared cache.
   */
  @Get(':id/chapters/:number')
  @ErrorAnswer(404, 'El libro o el capítulo no existe.', BOOK_NOT_FOUND, CHAPTER_NOT_FOUND)
  @ErrorAnswer(403, 'Un capítulo después del primero y el plan de la familia no incluye los capítulos.', premiumRequiredMessage('story-chapters'))
  async chapter(
    @Param() params: ChapterParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChapterContentResponse> {
    const chapter = await this.books.chapter(Number(params.id), Number(params.number));
    if (!isFreeChapter(chapter.number)) {
      keepPrivate(reply);
      await this.access.require('story-chapters', request);
    }
    return chapter;
  }
}
