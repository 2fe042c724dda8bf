import { characterFacts } from '@universo/characters';
import { CHARACTER_IDS, type CharacterId } from '@universo/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a reply can be about; each is a list of lines in every persona file. */
export const REPLY_KINDS = [
  'greeting',
  'howAreYou',
  'introduction',
  'aboutMe',
  'realOrNot',
  'saving',
  'spending',
  'needsWants',
  'money',
  'sharing',
  'ideas',
  'goals',
  'stories',
  'games',
  'sad',
  'happy',
  'thanks',
  'goodbye',
  'help',
  'unknownQuestion',
  'fallback',
  'personalData',
  'unsafe',
  'worry',
] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** The steps a character walks a child through when they talk about a business idea. */
export const BUSINESS_STEPS = ['start', 'product', 'customers', 'price', 'firstStep', 'wrapUp'] as const;
export type BusinessStep = (typeof BUSINESS_STEPS)[number];

/** What a line may mention about the conversation; a line is only used when its slots are known. */
export const MEMORY_SLOTS = ['name', 'idea', 'goal'] as const;
export type MemorySlot = (typeof MEMORY_SLOTS)[number];

/** Who the character is, for people (README, prompts of the optional language-model adapter). */
export interface PersonaProfile {
  /** Not in the persona file: the character's description in @universo/characters, the books' facts. */
  who: string;
  voice: string;
  cares: string[];
  teaches: string[];
}

/** A character's voice: every line it can say lives in data/<character>.json. */
export interface Persona {
  id: CharacterId;
  profile: PersonaProfile;
  /** Short first sentences put before an answer: to a greeting, to a child who just said their name, or to use the name. */
  openers: { greeting: string[]; introduction: string[]; name: string[] };
  replies: Record<ReplyKind, string[]>;
  business: Record<BusinessStep, string[]>;
  /** What the character says about each of the other five. */
  friends: Partial<Record<CharacterId, string[]>>;
}

const SLOT = /\{(\w+)\}/g;

/** The memory slots a line uses ("¡Hola, {name}!" uses name). Unknown slots make the persona invalid. */
export function slotsOf(line: string): MemorySlot[] {
  return [...line.matchAll(SLOT)].map((m) => m[1] as MemorySlot);
}

function problemsOfList(value: unknown, where: string, needs: { plain?: number; slot?: MemorySlot }): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`${where}: falta la lista de frases`];
  const problems: string[] = [];
  for (const line of value) {
    if (typeof line !== 'string' || line.trim() === '') problems.push(`${where}: frase vacía`);
    else for (const slot of slotsOf(line)) if (!MEMORY_SLOTS.includes(slot)) problems.push(`${where}: hueco desconocido {${slot}}`);
  }
  if (new Set(value).size !== value.length) problems.push(`${where}: frases repetidas`);
  const lines = value.filter((l): l is string => typeof l === 'string');
  // Two plain lines at least, so the same question asked twice never gets the same answer.
  const plain = lines.filter((l) => slotsOf(l).length === 0).length;
  if (needs.plain !== undefined && plain < needs.plain) problems.push(`${where}: hacen falta ${needs.plain} frases sin huecos`);
  if (needs.slot && lines.filter((l) => slotsOf(l).includes(needs.slot!)).length < 2) {
    problems.push(`${where}: hacen falta 2 frases con {${needs.slot}}`);
  }
  return problems;
}

/** Checks a persona file; throws one error listing every problem. */
export function checkPersona(value: unknown, id: CharacterId, source: string): Persona {
  const p = (value ?? {}) as Partial<Persona>;
  const problems: string[] = [];
  if (p.id !== id) problems.push(`id debe ser "${id}"`);
  const profile = (p.profile ?? {}) as Partial<PersonaProfile>;
  if (typeof profile.voice !== 'string') problems.push('profile: falta voice');
  // Who the character is comes from the shared facts only, never restated here.
  if ('who' in profile) problems.push('profile.who: se toma de @universo/characters, no va en el archivo');
  problems.push(...problemsOfList(profile.cares, 'profile.cares', {}), ...problemsOfList(profile.teaches, 'profile.teaches', {}));
  const openers = (p.openers ?? {}) as Partial<Persona['openers']>;
  problems.push(...problemsOfList(openers.greeting, 'openers.greeting', { plain: 2 }));
  problems.push(...problemsOfList(openers.introduction, 'openers.introduction', { slot: 'name' }));
  problems.push(...problemsOfList(openers.name, 'openers.name', { slot: 'name' }));
  const replies = (p.replies ?? {}) as Partial<Record<ReplyKind, unknown>>;
  for (const kind of REPLY_KINDS) {
    problems.push(...problemsOfList(replies[kind], `replies.${kind}`, kind === 'introduction' ? { slot: 'name' } : { plain: 2 }));
  }
  const business = (p.business ?? {}) as Partial<Record<BusinessStep, unknown>>;
  for (const step of BUSINESS_STEPS) problems.push(...problemsOfList(business[step], `business.${step}`, { plain: 2 }));
  const friends = (p.friends ?? {}) as Partial<Record<CharacterId, unknown>>;
  for (const other of CHARACTER_IDS.filter((c) => c !== id)) problems.push(...problemsOfList(friends[other], `friends.${other}`, { plain: 2 }));
  if (problems.length > 0) throw new Error(`${source}: la personalidad no es válida:\n- ${problems.join('\n- ')}`);
  return { ...(p as Persona), profile: { ...(profile as PersonaProfile), who: characterFacts(id).description } };
}

export const PERSONAS_DIR = join(__dirname, 'data');

/** Reads and checks the six personas (data/<character>.json). */
export function readPersonas(dir = PERSONAS_DIR): Record<CharacterId, Persona> {
  const personas = {} as Record<CharacterId, Persona>;
  for (const id of CHARACTER_IDS) {
    const file = join(dir, `${id}.json`);
    personas[id] = checkPersona(JSON.parse(readFileSync(file, 'utf8')), id, file);
  }
  return personas;
}

export const PERSONAS = readPersonas();
