import { createHash } from 'node:crypto';
import type { ChapterContentFile } from './chapterContent';

/**
 * Narration: one audio file per chapter under svc-content/media/audio/, made from the chapter's
 * text by scripts/narrate.ts, which records in manifest.json the hash of the text each file was
 * made from. A chapter offers its audio only while that hash matches its current text, so an
 * edited chapter never plays a stale recording (run the script again to record it anew).
 */

/** The gateway serves svc-content/media/ under /media/ (package.json "universo.media"). */
export const AUDIO_URL_PREFIX = '/media/audio/';
export const NARRATION_MANIFEST = 'manifest.json';

export interface NarrationEntry {
  bookId: number;
  number: number;
  /** sha256 of narrationText(): the text the file was made from. */
  textHash: string;
  /** The voice and encoder settings the file was made with. */
  voice: string;
  bytes: number;
  seconds: number;
}

export interface NarrationManifest {
  /** By file path below the audio folder: `book-1/chapter-01.ogg`. */
  chapters: Record<string, NarrationEntry>;
}

export const emptyNarrationManifest = (): NarrationManifest => ({ chapters: {} });

export function audioFileName(bookId: number, number: number): string {
  return `book-${bookId}/chapter-${String(number).padStart(2, '0')}.ogg`;
}

const withStop = (text: string): string => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What the narrator reads: the chapter's number and title, its story and its lesson. */
export function narrationText(title: string, content: Pick<ChapterContentFile, 'number' | 'story' | 'lesson'>): string {
  return [`Capítulo ${content.number}. ${withStop(title)}`, content.story.trim(), 'Pausa Mágica.', content.lesson.trim()].join('\n\n');
}

export function narrationHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The chapter's audio URL when its recording was made from its current text, else null. */
export function currentAudioUrl(manifest: NarrationManifest, bookId: number, number: number, text: string): string | null {
  const name = audioFileName(bookId, number);
  const entry = manifest.chapters[name];
  return entry && entry.textHash === narrationHash(text) ? `${AUDIO_URL_PREFIX}${name}` : null;
}
