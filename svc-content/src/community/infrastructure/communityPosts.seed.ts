import { COMMUNITY_POST_LIMITS as L } from '@universo/contracts';
import { containsPersonalData } from '@universo/personal-data';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';

/**
 * The gallery's first posts (data/gallery-posts.json): invented ventures, no real child or parent
 * behind them, so their parent e-mail is a reserved address that can never be delivered (.invalid,
 * RFC 2606). Inserted approved, once: a moderator's later decision on them is never undone.
 */
export const GALLERY_POSTS_FILE = join(__dirname, '..', 'data', 'gallery-posts.json');
export const SEED_PARENT_EMAIL = 'galeria@universo-de-francesca.invalid';

export interface GalleryPostData {
  id: string;
  title: string;
  description: string;
  imageUrl: null;
  childAge: number;
  createdAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reads and checks the file with the same rules as a submitted post. */
export function readGalleryPosts(file = GALLERY_POSTS_FILE): GalleryPostData[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: se esperaba una lista de publicaciones`);
  return raw.map((item: GalleryPostData, index) => {
    const where = `${file}, publicación ${index + 1}`;
    const keys = Object.keys(item).sort().join(',');
    if (keys !== 'childAge,createdAt,description,id,imageUrl,title') throw new Error(`${where}: campos inesperados (${keys})`);
    if (!UUID.test(item.id)) throw new Error(`${where}: id no es un UUID en minúsculas`);
    const title = [...item.title].length;
    const description = [...item.description].length;
    if (title < L.titleMin || title > L.titleMax) throw new Error(`${where}: título de ${title} caracteres`);
    if (description < L.descriptionMin || description > L.descriptionMax) throw new Error(`${where}: descripción de ${description} caracteres`);
    if (!Number.isInteger(item.childAge) || item.childAge < L.childAgeMin || item.childAge > L.childAgeMax) throw new Error(`${where}: edad no válida`);
    if (item.imageUrl !== null) throw new Error(`${where}: imageUrl debe ser null`);
    if (containsPersonalData(item.title) || containsPersonalData(item.description)) throw new Error(`${where}: contiene datos personales`);
    if (Number.isNaN(Date.parse(item.createdAt))) throw new Error(`${where}: createdAt no es una fecha`);
    return item;
  });
}

export async function seedGalleryPosts(queryRunner: QueryRunner, posts: GalleryPostData[] = readGalleryPosts()): Promise<void> {
  for (const p of posts) {
    await queryRunner.query(
      `INSERT INTO community_posts (id, title, description, image_url, child_age, parent_email, is_approved, status, created_at, reviewed_at, reviewed_by)
       VALUES ($1, $2, $3, $4, $5, $6, true, 'approved', $7, $7, 'seed')
       ON CONFLICT (id) DO NOTHING`,
      [p.id, p.title, p.description, p.imageUrl, p.childAge, SEED_PARENT_EMAIL, p.createdAt],
    );
  }
}
