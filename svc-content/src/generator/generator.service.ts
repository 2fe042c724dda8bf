import { Inject, Injectable } from '@nestjs/common';
import type { GenerateBookRequest, GenerateBookResponse } from '../apiShapes';
import type { SessionClaims } from '@universo/service-kit';
import { STORY_GRAMMAR } from './data';
import { withDefaults } from './domain/bookOptions';
import { generateBook } from './domain/generateBook';
import type { RandomSource } from './domain/random';
import { CHILD_NAME_LOOKUP, type ChildNameLookup } from './infrastructure/childNameLookup';

/** The random source of the generator: Math.random, replaced by a seeded one in tests. */
export const BOOK_RANDOM = Symbol('BOOK_RANDOM');

@Injectable()
export class GeneratorService {
  constructor(
    @Inject(CHILD_NAME_LOOKUP) private readonly childNames: ChildNameLookup,
    @Inject(BOOK_RANDOM) private readonly random: RandomSource,
  ) {}

  /** The book for these options; the profile is read only when personalisation is on. */
  async generate(request: GenerateBookRequest, session: SessionClaims | null): Promise<GenerateBookResponse> {
    const options = withDefaults(request);
    const childName = options.personalizedElements && session ? await this.childNames.childNameOf(session.sub) : null;
    const { text } = generateBook({ options, childName, random: this.random, grammar: STORY_GRAMMAR });
    return { book: text };
  }
}
