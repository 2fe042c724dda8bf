// @ts-check
// The book covers as PNG link previews (og:image): messaging apps and social sites show a PNG
// or JPEG, not an SVG. Rendered at build time with sharp (librsvg) from the same SVG files the
// pages show; the stories remote's build writes them beside its link-preview fragments.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const SVG_DIR = new URL('../svg/', import.meta.url);
/** The size link previews are drawn at (1.91:1, what the large preview cards expect). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const COVER_HEIGHT = 560;

/**
 * One preview per cover file (svg/book-<id>.svg): the cover centred on its own background colour.
 * The title and the text alternative come from the file's <title> (checked against the catalogue
 * by src/artFiles.test.ts): `Portada de «<book title>»: …`.
 * @returns {Promise<{ bookId: number, bookTitle: string, alt: string, png: Buffer, width: number, height: number }[]>}
 */
export async function coverPreviews() {
  const files = readdirSync(SVG_DIR)
    .filter((name) => /^book-[1-9][0-9]*\.svg$/.test(name))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const svg = readFileSync(join(SVG_DIR.pathname, name), 'utf8');
      const alt = /<title>([^<]+)<\/title>/.exec(svg)?.[1] ?? '';
      const bookTitle = /^Portada de «([^»]+)»/.exec(alt)?.[1];
      const background = /<rect [^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1];
      if (!bookTitle || !background) throw new Error(`${name}: sin «título» en <title> o sin rectángulo de fondo`);
      const cover = await sharp(Buffer.from(svg), { density: 300 }).resize({ height: COVER_HEIGHT }).png().toBuffer();
      const { width = 0 } = await sharp(cover).metadata();
      const png = await sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background } })
        .composite([{ input: cover, left: Math.round((PREVIEW_WIDTH - width) / 2), top: Math.round((PREVIEW_HEIGHT - COVER_HEIGHT) / 2) }])
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { bookId: Number(/\d+/.exec(name)?.[0]), bookTitle, alt, png, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT };
    }),
  );
}
