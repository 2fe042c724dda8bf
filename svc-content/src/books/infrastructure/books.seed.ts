import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsArray, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested, validateSync, type ValidationError } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';
import { BOOKS_DIR } from './contentFiles';

/**
 * Each book lives in its own file under data/ (versioned with the code), with its chapter cards.
 * A migration loads them with an upsert (books by id, chapters by book and number), so loading
 * them again is harmless: to ship an edit, add a new migration that calls seedBooks again.
 * Rows removed from a file are not deleted (future progress rows may point at them).
 * The chapters' texts live in data/content/ and are loaded by chapterContent.seed.ts.
 */
export { BOOKS_DIR };

/** The chapter number the reader treats as the last one ("Has completado todos los capítulos"). */
export const MAX_CHAPTER_NUMBER = 10;

/** What a book and a chapter both show on their card. */
abstract class CardData {
  @IsString()
  @IsNotEmpty()
  @MaxLength(160)
  title: string;

  @IsString()
  @IsNotEmpty()
  description: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  icon: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  color: string;
}

export class ChapterData extends CardData {
  @IsInt()
  @Min(1)
  @Max(MAX_CHAPTER_NUMBER)
  number: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  buttonColor: string;
}

export class BookData extends CardData {
  @IsInt()
  @Min(1)
  id: number;

  @IsInt()
  @Min(0)
  position: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  status: string;

  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @IsNotEmpty()
  summary: string | null;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ChapterData)
  chapters: ChapterData[];
}

function problems(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    return [...Object.values(e.constraints ?? {}).map((text) => `${path}: ${text}`), ...problems(e.children ?? [], path)];
  });
}

/** Reads and checks one book file; a malformed file stops the migration with a clear message. */
export function readBookFile(file: string): BookData {
  const book = plainToInstance(BookData, JSON.parse(readFileSync(file, 'utf8')) as object);
  const found = problems(validateSync(book, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true }));
  const numbers = (book.chapters ?? []).map((c) => c.number);
  if (new Set(numbers).size !== numbers.length) found.push('chapters: hay números de capítulo repetidos');
  if (found.length > 0) throw new Error(`${file}: ${found.join('; ')}`);
  return book;
}

export function readBookFiles(dir = BOOKS_DIR): BookData[] {
  const books = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readBookFile(join(dir, name)));
  const ids = books.map((b) => b.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${dir}: hay libros con el mismo id`);
  return books;
}

export async function seedBooks(queryRunner: QueryRunner, books: BookData[] = readBookFiles()): Promise<void> {
  for (const b of books) {
    await queryRunner.query(
      `INSERT INTO books (id, title, description, icon, color, status, summary, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET
         title = EXCLUDED.title, description = EXCLUDED.description, icon = EXCLUDED.icon,
         color = EXCLUDED.color, status = EXCLUDED.status, summary = EXCLUDED.summary,
         position = EXCLUDED.position`,
      [b.id, b.title, b.description, b.icon, b.color, b.status, b.summary, b.position],
    );
    // Only the card: the texts and audio belong to seedChapterContent, so re-running this seed
    // never blanks them.
    for (const c of b.chapters) {
      await queryRunner.query(
        `INSERT INTO chapters (book_id, number, title, description, icon, color, button_color)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (book_id, number) DO UPDATE SET
           title = EXCLUDED.title, description = EXCLUDED.description, icon = EXCLUDED.icon,
           color = EXCLUDED.color, button_color = EXCLUDED.button_color`,
        [b.id, c.number, c.title, c.description, c.icon, c.color, c.buttonColor],
      );
    }
  }
}
