import type { CharacterId } from '@universo/contracts';
import type { ChapterConversation } from '../../apiShapes';

/** One chapter's texts, as written in data/content/book-<id>/chapter-NN.json. */
export interface ChapterContentFile {
  bookId: number;
  number: number;
  story: string;
  /** The "Pausa Mágica" block. */
  lesson: string;
  conversation: ChapterConversation;
  /** The "Reto Mágico" block. */
  activity: string;
  /** The chapter's illustration as a scene description (see ./illustration.ts). */
  scene: ChapterSceneFile;
}

/**
 * A scene as the chapter file holds it: drawn by @universo/art's composeScene (whose
 * sceneProblems checks every part, in scripts/illustrate.ts and the content test); the service
 * itself only needs its Spanish text alternative.
 */
export interface ChapterSceneFile {
  background: string;
  characters: unknown[];
  props?: unknown[];
  alt: string;
}

/**
 * The speaker name each character uses in its lines; the reader speaks as 'Tú'. Typed by the
 * contracts' CharacterId, so the ids stay those of CHARACTER_IDS (a type-only import keeps this
 * file loadable by the narration script without a build of @universo/contracts).
 */
export const CHARACTER_NAMES: Readonly<Record<CharacterId, string>> = {
  francesca: 'Francesca',
  chispas: 'Chispas',
  sombra: 'Sombra',
  leo: 'Leo',
  don_ramon: 'Don Ramón',
  don_ernesto: 'Don Ernesto',
};

export const READER_SPEAKER = 'Tú';

const MAX_SPEAKER_LENGTH = 40;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * Every problem of a chapter content file, in Spanish ([] when it is valid). Written without
 * decorators so the narration script can use it under plain `npx tsx`.
 */
export function chapterContentProblems(raw: unknown): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ['el archivo debe ser un objeto JSON'];
  const c = raw as Record<string, unknown>;
  const found: string[] = [];
  const known = new Set(['bookId', 'number', 'story', 'lesson', 'conversation', 'activity', 'scene']);
  for (const key of Object.keys(c)) if (!known.has(key)) found.push(`${key}: campo desconocido`);
  if (!isPositiveInt(c.bookId)) found.push('bookId: debe ser un entero positivo');
  if (!isPositiveInt(c.number)) found.push('number: debe ser un entero positivo');
  for (const key of ['story', 'lesson', 'activity']) if (!isText(c[key])) found.push(`${key}: debe ser un texto no vacío`);
  const scene = c.scene as Record<string, unknown> | undefined;
  if (
    typeof scene !== 'object' ||
    scene === null ||
    Array.isArray(scene) ||
    !isText(scene.alt) ||
    typeof scene.background !== 'string' ||
    !Array.isArray(scene.characters)
  ) {
    found.push('scene: debe ser una escena {background, characters, props, alt} con su texto alternativo');
  }
  const conversation = c.conversation as Record<string, unknown> | undefined;
  if (typeof conversation !== 'object' || conversation === null) {
    found.push('conversation: debe ser un objeto {character, lines}');
    return found;
  }
  const character = conversation.character;
  const ids = Object.keys(CHARACTER_NAMES);
  if (typeof character !== 'string' || !ids.includes(character)) found.push(`conversation.character: debe ser uno de ${ids.join(', ')}`);
  const lines = conversation.lines;
  if (!Array.isArray(lines) || lines.length < 2) {
    found.push('conversation.lines: debe tener al menos dos líneas');
    return found;
  }
  const speakers = new Set<string>();
  lines.forEach((line: unknown, i) => {
    const l = (line ?? {}) as Record<string, unknown>;
    if (!isText(l.speaker) || l.speaker.length > MAX_SPEAKER_LENGTH) found.push(`conversation.lines.${i}.speaker: debe ser un nombre no vacío`);
    else speakers.add(l.speaker);
    if (!isText(l.text)) found.push(`conversation.lines.${i}.text: debe ser un texto no vacío`);
  });
  const name = typeof character === 'string' && ids.includes(character) ? CHARACTER_NAMES[character as CharacterId] : undefined;
  if (name && !speakers.has(name)) found.push(`conversation.lines: ${name} (conversation.character) no dice ninguna línea`);
  return found;
}

/** The conversation as the spec's `character` text: one "Speaker: text" line each. */
export function renderConversation(conversation: ChapterConversation): string {
  return conversation.lines.map((line) => `${line.speaker}: ${line.text}`).join('\n');
}
