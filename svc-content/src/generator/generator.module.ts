import { Module } from '@nestjs/common';
import { GeneratorController } from './generator.controller';
import { BOOK_RANDOM, GeneratorService } from './generator.service';
import { BookGeneratorRateLimitModule } from './generatorRateLimit';
import { CHILD_NAME_LOOKUP, ChildProfilesNameLookup } from './infrastructure/childNameLookup';

/** POST /api/axxon/generate-book: a pure generator (./domain) over building blocks kept as data (./data). */
@Module({
  imports: [BookGeneratorRateLimitModule],
  controllers: [GeneratorController],
  providers: [GeneratorService, { provide: CHILD_NAME_LOOKUP, useClass: ChildProfilesNameLookup }, { provide: BOOK_RANDOM, useValue: Math.random }],
})
export class GeneratorModule {}
