import type { ChildActivityEntry } from '@universo/contracts';
import { findActivity, parseChapterKey } from '../../learning/domain/activityKeys';

/** A chapter as the timeline names it. */
export interface ChapterName {
  bookTitle: string;
  chapterTitle: string;
}

/** `book-<id>-chapter-<n>` → its names, for the chapters the timeline shows. */
export type ChapterNames = ReadonlyMap<string, ChapterName>;

/**
 * What an entry of a child's timeline says, in Spanish, as the adult reads it ("Leyó «…»",
 * "Jugó a Gasta o Ahorra"). Pure: the chapters' names come from the caller.
 */
export function activityTitle(kind: ChildActivityEntry['kind'], activity: string | null, chapters: ChapterNames = new Map()): string {
  const name = activity ? (findActivity(activity)?.title ?? activity) : '';
  switch (kind) {
    case 'chapter_read': {
      const key = activity ? parseChapterKey(activity) : null;
      const known = activity ? chapters.get(activity) : undefined;
      if (known && key) return `Leyó «${known.chapterTitle}» (${known.bookTitle}, capítulo ${key.chapter})`;
      return key ? `Leyó el capítulo ${key.chapter} del libro ${key.bookId}` : 'Leyó un capítulo';
    }
    case 'game_finished':
      return `Jugó a ${name}`;
    case 'business_plan_created':
      return `Creó un plan en ${name}`;
    case 'challenge_completed':
      return `Completó un reto de ${name}`;
    case 'logo_created':
      return `Creó un logo en ${name}`;
    case 'demo_used':
      return `Probó ${name}`;
    case 'drawing_saved':
      return 'Guardó un dibujo en la Zona de Dibujo Avanzada';
  }
}
