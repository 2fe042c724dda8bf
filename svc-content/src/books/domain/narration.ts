import { createHash } from 'node:crypto';
import type { ChapterContentFile } from './chapterContent';

/**
 * Narration: per chapter under svc-content/media/audio/book-<id>/, `chapter-NN.ogg` (Opus),
 * `chapter-NN.mp3` (the same narration for browsers without Opus) and `chapter-NN.timings.json`
 * (when each sentence is read, for the read-along), made from the chapter's
 * text by scripts/narrate.ts, which records in manifest.json the hash of the text each file was
 * made from. A chapter offers its audio only while that hash matches its current text, so an
 * edited chapter never plays a stale recording (run the script again to record it anew).
 */

/** The gateway serves svc-content/media/ under /media/ (package.json "universo.media"). */
export const AUDIO_URL_PREFIX = '/media/audio/';
export const NARRATION_MANIFEST = 'manifest.json';

/** One file of a chapter's narration as it was written (or taken from a person's recording). */
export interface NarrationFileEntry {
  bytes: number;
  sha256: string;
}

export interface NarrationEntry {
  bookId: number;
  number: number;
  /** sha256 of narrationText(): the text the file was made from. */
  textHash: string;
  /** The voice and encoder settings the file was made with ('grabación humana' for a person's). */
  voice: string;
  /** The Ogg/Opus file's bytes. */
  bytes: number;
  seconds: number;
  /** Who spoke it: the synthesiser, or a person whose recording was dropped in place. */
  recordedBy?: 'espeak-ng' | 'human';
  /** How the sentence timings were made: with the synthesis, given with the recording, or estimated from it. */
  timings?: 'synthesised' | 'supplied' | 'estimated';
  /** The three files (`.ogg`, `.mp3`, `.timings.json`), so a file replaced by hand is noticed. */
  files?: Record<NarrationFileKind, NarrationFileEntry>;
  /** From the three files' hashes: the URLs' `?v=`, so they can be cached for a year. */
  version?: string;
}

export const NARRATION_FILE_KINDS = ['ogg', 'mp3', 'timings'] as const;
export type NarrationFileKind = (typeof NARRATION_FILE_KINDS)[number];

/** `book-1/chapter-01.ogg` → `book-1/chapter-01.mp3` / `book-1/chapter-01.timings.json`. */
export function narrationFileName(oggName: string, kind: NarrationFileKind): string {
  const base = oggName.replace(/\.ogg$/, '');
  return kind === 'timings' ? `${base}.timings.json` : `${base}.${kind}`;
}

/** The version of a chapter's narration: 12 hex digits of the hash of its three files' hashes. */
export function narrationVersion(files: Record<NarrationFileKind, NarrationFileEntry>): string {
  return createHash('sha256')
    .update(NARRATION_FILE_KINDS.map((kind) => files[kind].sha256).join('\n'))
    .digest('hex')
    .slice(0, 12);
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

/**
 * The chapter's audio URL when its recording was made from its current text, else null. With
 * the read-along files it carries their version (`?v=…`): the gateway caches a versioned free
 * file for a year, and a new recording gets a new URL.
 */
export function currentAudioUrl(manifest: NarrationManifest, bookId: number, number: number, text: string): string | null {
  const name = audioFileName(bookId, number);
  const entry = manifest.chapters[name];
  if (!entry || entry.textHash !== narrationHash(text)) return null;
  return `${AUDIO_URL_PREFIX}${name}${entry.version ? `?v=${entry.version}` : ''}`;
}
