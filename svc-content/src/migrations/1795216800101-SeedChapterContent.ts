import { sqlMigration } from '@universo/service-kit';
import { seedChapterContent } from '../books/infrastructure/chapterContent.seed';

export const SeedChapterContent1795216800101 = sqlMigration('SeedChapterContent1795216800101', {
  up: seedChapterContent,
  down: [`UPDATE chapters SET story = '', lesson = '', "character" = '', conversation = NULL, activity = '', audio_file = NULL`],
});
