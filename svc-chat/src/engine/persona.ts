import type { CharacterId } from '@universo/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How a character talks: the Spanish lines live in data/<character>.json. */
export interface Persona {
  /** Words or phrases that make a message a greeting ("hola", "buenas tardes"). */
  greetingPhrases: string[];
  /** Answers to a message that is only a greeting. */
  greetings: string[];
  /** A short hello put before a topic answer when the child greets and asks at once. */
  greetingOpeners: string[];
  /** Topics the character recognises; the first one whose keyword starts a word of the message wins. */
  topics: { id: string; keywords: string[]; replies: string[] }[];
  /** Answers when no topic is recognised. */
  encouragements: string[];
}

const nonEmptyStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((s) => typeof s === 'string' && s.trim() !== '');

export function checkPersona(value: unknown, source: string): Persona {
  const p = value as Partial<Persona>;
  const ok =
    nonEmptyStrings(p.greetingPhrases) &&
    nonEmptyStrings(p.greetings) &&
    nonEmptyStrings(p.greetingOpeners) &&
    nonEmptyStrings(p.encouragements) &&
    Array.isArray(p.topics) &&
    p.topics.every((t) => typeof t?.id === 'string' && nonEmptyStrings(t.keywords) && nonEmptyStrings(t.replies));
  if (!ok) throw new Error(`${source}: la personalidad no tiene el formato esperado`);
  return p as Persona;
}

const DATA_DIR = join(__dirname, 'data');

/** The personas that exist so far, by character (the other characters come later). */
export function readPersonas(dir = DATA_DIR): Partial<Record<CharacterId, Persona>> {
  const personas: Partial<Record<CharacterId, Persona>> = {};
  for (const id of ['francesca'] as const) {
    const file = join(dir, `${id}.json`);
    if (existsSync(file)) personas[id] = checkPersona(JSON.parse(readFileSync(file, 'utf8')), file);
  }
  return personas;
}
