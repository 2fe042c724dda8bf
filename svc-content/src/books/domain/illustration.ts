import { createHash } from 'node:crypto';
import type { ChapterIllustration } from '../../apiShapes';
import type { ChapterSceneFile } from './chapterContent';

/**
 * Chapter illustrations: each chapter file describes its picture as a scene, and
 * scripts/illustrate.ts draws it with @universo/art into svc-content/media/illustrations/
 * `<hash of the SVG>.svg`, recording in manifest.json the hash of the scene each file was drawn
 * from. The gateway serves those files under /media/illustrations/ with a year-long immutable
 * cache (another drawing gets another name). A chapter shows its picture only while the scene
 * matches, so an edited scene never shows a stale picture (the content test fails until the
 * script is run again).
 */

/** The gateway serves svc-content/media/ under /media/ (package.json "universo.media"). */
export const ILLUSTRATION_URL_PREFIX = '/media/illustrations/';
export const ILLUSTRATION_MANIFEST = 'manifest.json';
/** The canvas of @universo/art's scenes (SCENE_WIDTH x SCENE_HEIGHT). */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 400;

export interface IllustrationEntry {
  /** `<14 hex>.svg`, the start of the sha256 of the file's text. */
  file: string;
  /** sceneHash() of the scene the file was drawn from. */
  sceneHash: string;
  bytes: number;
  gzipBytes: number;
}

export interface IllustrationManifest {
  /** By chapter: `book-1/chapter-01`. */
  chapters: Record<string, IllustrationEntry>;
}

export const emptyIllustrationManifest = (): IllustrationManifest => ({ chapters: {} });

export function illustrationKey(bookId: number, number: number): string {
  return `book-${bookId}/chapter-${String(number).padStart(2, '0')}`;
}

/** The file name of a drawing: its content's hash, so a new drawing is a new URL. */
export function illustrationFileName(svg: string): string {
  return `${createHash('sha256').update(svg, 'utf8').digest('hex').slice(0, 14)}.svg`;
}

export function sceneHash(scene: ChapterSceneFile): string {
  return createHash('sha256').update(JSON.stringify(scene), 'utf8').digest('hex');
}

/** The chapter's picture when its file was drawn from its current scene, else null. */
export function currentIllustration(manifest: IllustrationManifest, bookId: number, number: number, scene: ChapterSceneFile): ChapterIllustration | null {
  const entry = manifest.chapters[illustrationKey(bookId, number)];
  if (!entry || entry.sceneHash !== sceneHash(scene)) return null;
  return { src: `${ILLUSTRATION_URL_PREFIX}${entry.file}`, alt: scene.alt.trim(), width: ILLUSTRATION_WIDTH, height: ILLUSTRATION_HEIGHT };
}
