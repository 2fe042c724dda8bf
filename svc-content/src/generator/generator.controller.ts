import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { GenerateBookResponse } from '../apiShapes';
import { CurrentSession, type SessionClaims } from '@universo/service-kit';
import { GenerateBookDto } from './dto/generateBook.dto';
import { GeneratorService } from './generator.service';
import { BookGeneratorThrottlerGuard } from './generatorRateLimit';

/** The personalised book generator (spec: "Book generator"); open to visitors, rate-limited. */
@Controller('api/axxon')
export class GeneratorController {
  constructor(private readonly generator: GeneratorService) {}

  @Post('generate-book')
  @HttpCode(200)
  @UseGuards(BookGeneratorThrottlerGuard)
  generate(@Body() body: GenerateBookDto, @CurrentSession() session: SessionClaims | null): Promise<GenerateBookResponse> {
    return this.generator.generate(body, session);
  }
}
