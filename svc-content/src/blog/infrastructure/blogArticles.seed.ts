import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsISO8601, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf, validateSync } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';
import { parseArticleFile } from '../domain/articleFile';
import { readTimeMinutes } from '../domain/readTime';

/**
 * The articles live in data/articles/<slug>.md, one file each, versioned with the code. A
 * migration loads them with an upsert keyed by `slug`, so loading them again is harmless: to ship
 * new or edited articles, add a migration that calls syncBlogArticles. An article whose file is
 * removed is unpublished by that sync (never deleted: shared links then answer 404).
 */
export const ARTICLES_DIR = join(__dirname, '..', 'data', 'articles');

const HEADER_KEYS = ['title', 'excerpt', 'author', 'createdAt', 'isPublished', 'imageUrl', 'exclusive'];

export class BlogArticleData {
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  @MaxLength(160)
  slug: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  title: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(400)
  excerpt: string;

  @IsString()
  @IsNotEmpty()
  content: string;

  /** Same-site path or https URL; absent or "null" in the file means none. */
  @ValidateIf((_o, value) => value !== null)
  @Matches(/^(\/[^\s]*|https:\/\/[^\s]+)$/)
  @MaxLength(500)
  imageUrl: string | null;

  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  author: string;

  /** Computed from the text, never written in the file. */
  readTime: number;

  @IsBoolean()
  isPublished: boolean;

  @IsISO8601({ strict: true })
  createdAt: string;

  /** `exclusive: true` in the file: an article of the parents' exclusive blog (premium item `parents-blog`). Absent means false. */
  @IsBoolean()
  exclusive: boolean;
}

function toBoolean(value: string | undefined): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Reads and checks one article file; a malformed file stops the migration with a clear message. */
export function readArticleFile(fileName: string, text: string): BlogArticleData {
  const { slug, fields, content } = parseArticleFile(fileName, text);
  const unknown = Object.keys(fields).filter((key) => !HEADER_KEYS.includes(key));
  if (unknown.length > 0) throw new Error(`${fileName}: claves desconocidas en la cabecera: ${unknown.join(', ')}`);
  const row = plainToInstance(BlogArticleData, {
    slug,
    title: fields.title,
    excerpt: fields.excerpt,
    content,
    imageUrl: fields.imageUrl === undefined || fields.imageUrl === '' || fields.imageUrl === 'null' ? null : fields.imageUrl,
    author: fields.author,
    isPublished: toBoolean(fields.isPublished),
    createdAt: fields.createdAt,
    exclusive: fields.exclusive === undefined ? false : toBoolean(fields.exclusive),
  });
  const errors = validateSync(row, { forbidUnknownValues: true });
  if (errors.length > 0) {
    const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    throw new Error(`${fileName}: ${problems.join('; ')}`);
  }
  row.readTime = readTimeMinutes(content);
  return row;
}

/** Every article of the data folder, by file name. */
export function readArticleFiles(dir = ARTICLES_DIR): BlogArticleData[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`${dir}: no hay artículos`);
  return files.map((name) => readArticleFile(name, readFileSync(join(dir, name), 'utf8')));
}

async function hasExclusiveColumn(queryRunner: QueryRunner): Promise<boolean> {
  const rows: unknown[] = await queryRunner.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'blog_articles' AND column_name = 'exclusive'`,
  );
  return rows.length > 0;
}

/**
 * Inserts or updates the articles by slug. The earlier migrations that load the files run before
 * the `exclusive` column exists (1795216800600): they skip the exclusive articles, so a premium
 * text is never stored without its flag, not even between two migrations.
 */
export async function seedBlogArticles(queryRunner: QueryRunner, articles: BlogArticleData[] = readArticleFiles()): Promise<BlogArticleData[]> {
  const withExclusive = await hasExclusiveColumn(queryRunner);
  const loaded = withExclusive ? articles : articles.filter((a) => !a.exclusive);
  for (const a of loaded) {
    const values = [a.slug, a.title, a.excerpt, a.content, a.imageUrl, a.author, a.readTime, a.isPublished, a.createdAt];
    await queryRunner.query(
      withExclusive
        ? `INSERT INTO blog_articles (slug, title, excerpt, content, image_url, author, read_time, is_published, created_at, exclusive)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (slug) DO UPDATE SET
             title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
             image_url = EXCLUDED.image_url, author = EXCLUDED.author, read_time = EXCLUDED.read_time,
             is_published = EXCLUDED.is_published, created_at = EXCLUDED.created_at, exclusive = EXCLUDED.exclusive`
        : `INSERT INTO blog_articles (slug, title, excerpt, content, image_url, author, read_time, is_published, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (slug) DO UPDATE SET
             title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
             image_url = EXCLUDED.image_url, author = EXCLUDED.author, read_time = EXCLUDED.read_time,
             is_published = EXCLUDED.is_published, created_at = EXCLUDED.created_at`,
      withExclusive ? [...values, a.exclusive] : values,
    );
  }
  return loaded;
}

/** Makes the blog match the data folder: upserts every file, unpublishes articles without one. */
export async function syncBlogArticles(queryRunner: QueryRunner, articles: BlogArticleData[] = readArticleFiles()): Promise<void> {
  const loaded = await seedBlogArticles(queryRunner, articles);
  await queryRunner.query(`UPDATE blog_articles SET is_published = false WHERE is_published AND NOT (slug = ANY($1::text[]))`, [loaded.map((a) => a.slug)]);
}
