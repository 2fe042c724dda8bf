import type { QueryRunner } from 'typeorm';
import { type ChapterContentFile, renderConversation } from '../domain/chapterContent';
import { currentIllustration, type IllustrationManifest } from '../domain/illustration';
import { currentAudioUrl, type NarrationManifest, narrationText } from '../domain/narration';
import { chapterKey, readChapterContentFiles, readChapterTitles, readIllustrationManifest, readNarrationManifest } from './contentFiles';

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

/**
 * Points each chapter at the drawing of its current scene (media/illustrations/manifest.json,
 * made by scripts/illustrate.ts), with the scene's Spanish text alternative; null while the
 * drawing is missing or stale. To ship new drawings, add a migration that calls this again.
 */
export async function seedChapterIllustrations(
  queryRunner: QueryRunner,
  contents: ChapterContentFile[] = readChapterContentFiles(),
  manifest: IllustrationManifest = readIllustrationManifest(),
): Promise<void> {
  for (const c of contents) {
    const illustration = currentIllustration(manifest, c.bookId, c.number, c.scene);
    const [, updated] = (await queryRunner.query(`UPDATE chapters SET illustration = $3::jsonb WHERE book_id = $1 AND number = $2`, [
      c.bookId,
      c.number,
      illustration ? JSON.stringify(illustration) : null,
    ])) as [unknown, number];
    if (updated !== 1) throw new Error(`No existe el capítulo ${c.number} del libro ${c.bookId} en la base de datos`);
  }
}
