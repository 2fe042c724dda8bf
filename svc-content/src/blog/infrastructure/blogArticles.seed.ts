import { plainToInstance } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';

/**
 * The articles live in data/articles.json (versioned with the code). A migration loads them with
 * an upsert keyed by `slug`, so loading them again is harmless: to ship new or edited articles,
 * add a new migration that calls seedBlogArticles again. To withdraw one, set "isPublished": false.
 */
export const ARTICLES_FILE = join(__dirname, '..', 'data', 'articles.json');

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
  excerpt: string;

  @IsString()
  @IsNotEmpty()
  content: string;

  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(500)
  imageUrl: string | null;

  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  author: string;

  @IsInt()
  @Min(1)
  readTime: number;

  @IsBoolean()
  isPublished: boolean;

  @IsISO8601({ strict: true })
  createdAt: string;
}

/** Reads and checks the data file; a malformed file stops the migration with a clear message. */
export function readArticlesFile(file = ARTICLES_FILE): BlogArticleData[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: se esperaba una lista de artículos`);
  const articles = raw.map((item, index) => {
    const row = plainToInstance(BlogArticleData, item as object);
    const errors = validateSync(row, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    if (errors.length > 0) {
      const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
      throw new Error(`${file}, artículo ${index + 1}: ${problems.join('; ')}`);
    }
    return row;
  });
  const slugs = articles.map((a) => a.slug);
  if (new Set(slugs).size !== slugs.length) throw new Error(`${file}: hay artículos con el mismo slug`);
  return articles;
}

export async function seedBlogArticles(queryRunner: QueryRunner, articles: BlogArticleData[] = readArticlesFile()): Promise<void> {
  for (const a of articles) {
    await queryRunner.query(
      `INSERT INTO blog_articles (slug, title, excerpt, content, image_url, author, read_time, is_published, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (slug) DO UPDATE SET
         title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
         image_url = EXCLUDED.image_url, author = EXCLUDED.author, read_time = EXCLUDED.read_time,
         is_published = EXCLUDED.is_published, created_at = EXCLUDED.created_at`,
      [a.slug, a.title, a.excerpt, a.content, a.imageUrl, a.author, a.readTime, a.isPublished, a.createdAt],
    );
  }
}
