import type { QueryRunner } from 'typeorm';
import { type ChapterContentFile, renderConversation } from '../domain/chapterContent';
import { currentAudioUrl, type NarrationManifest, narrationText } from '../domain/narration';
import { chapterKey, readChapterContentFiles, readChapterTitles, readNarrationManifest } from './contentFiles';

/**
 * Loads the chapter texts (data/content/book-<id>/chapter-NN.json) into the chapters the book
 * files created, with their audio URL when a current narration exists. Loading again is
 * harmless: to ship an edited text or new narration, add a migration that calls this again.
 */
export async function seedChapterContent(
  queryRunner: QueryRunner,
  contents: ChapterContentFile[] = readChapterContentFiles(),
  titles: Map<string, string> = readChapterTitles(),
  manifest: NarrationManifest = readNarrationManifest(),
): Promise<void> {
  for (const c of contents) {
    const title = titles.get(chapterKey(c.bookId, c.number));
    if (title === undefined) throw new Error(`El libro ${c.bookId} no tiene la tarjeta del capítulo ${c.number} (data/*.json)`);
    const audioFile = currentAudioUrl(manifest, c.bookId, c.number, narrationText(title, c));
    // TypeORM's PostgreSQL driver answers an UPDATE with [rows, affected row count].
    const [, updated] = (await queryRunner.query(
      `UPDATE chapters SET story = $3, lesson = $4, "character" = $5, conversation = $6::jsonb, activity = $7, audio_file = $8
       WHERE book_id = $1 AND number = $2`,
      [c.bookId, c.number, c.story, c.lesson, renderConversation(c.conversation), JSON.stringify(c.conversation), c.activity, audioFile],
    )) as [unknown, number];
    if (updated !== 1) throw new Error(`No existe el capítulo ${c.number} del libro ${c.bookId} en la base de datos`);
  }
}
