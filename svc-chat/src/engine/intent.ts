import { CHARACTER_IDS, type CharacterId } from '@universo/contracts';
import data from './data/intents.json';
import { PhraseIndex, words } from './text';

/** What a message is about, in the order they are tried: the first one found wins. */
export const TOPICS = [
  'realOrNot',
  'sad',
  'business',
  'ideas',
  'needsWants',
  'saving',
  'spending',
  'money',
  'sharing',
  'goals',
  'stories',
  'games',
  'friends',
  'aboutMe',
  'howAreYou',
  'goodbye',
  'happy',
  'thanks',
  'help',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Business questions that jump straight to one step of the business conversation. */
export type BusinessHint = 'price' | 'customers' | 'firstStep';

export interface Intent {
  topic: Topic | null;
  /** The message says hello ("hola", "buenos días"). */
  greeted: boolean;
  /** A question mark or a question word at the start. */
  question: boolean;
  /** A short "sí", "no", "no sé", "ok": an answer to what the character just asked. */
  shortAnswer: boolean;
  /** Another character the child mentions (for the friends topic). */
  mentioned: CharacterId | null;
  businessHint: BusinessHint | null;
  /** "tengo otra idea": the child wants to start over with a new idea. */
  newIdea: boolean;
}

type PhraseTopic = Exclude<Topic, 'friends'>;
type CharacterKey = `character:${CharacterId}`;
type ListKey = PhraseTopic | 'greeting' | 'shortAnswers' | 'questionStarts' | 'newIdea' | `hint:${BusinessHint}` | CharacterKey;

const HINTS: BusinessHint[] = ['price', 'customers', 'firstStep'];
const HINT_LISTS = { price: data.businessPrice, customers: data.businessCustomers, firstStep: data.businessFirstStep };

/** Every list of intents.json in one index: a message is scanned once. */
const INDEX = new PhraseIndex<ListKey>({
  ...(Object.fromEntries(TOPICS.filter((t): t is PhraseTopic => t !== 'friends').map((t) => [t, data[t]])) as Record<PhraseTopic, string[]>),
  greeting: data.greeting,
  shortAnswers: data.shortAnswers,
  questionStarts: data.questionStarts,
  newIdea: data.newIdea,
  ...(Object.fromEntries(HINTS.map((h) => [`hint:${h}`, HINT_LISTS[h]])) as Record<`hint:${BusinessHint}`, string[]>),
  ...(Object.fromEntries(CHARACTER_IDS.map((id) => [`character:${id}`, data.characterNames[id]])) as Record<CharacterKey, string[]>),
});

const CHARACTER_KEYS = CHARACTER_IDS.map((id) => [id, `character:${id}`] as const);

/** The first character other than `self` named in the message, by where the name appears. */
function mentionedCharacter(found: Partial<Record<ListKey, number>>, self: CharacterId): CharacterId | null {
  let best: { id: CharacterId; at: number } | null = null;
  for (const [id, key] of CHARACTER_KEYS) {
    const at = found[key];
    if (id === self || at === undefined) continue;
    if (!best || at < best.at) best = { id, at };
  }
  return best?.id ?? null;
}

/** What a child's message is about, for a reply from `character`. Pure and fast (one scan of the message). */
export function detectIntent(message: string, character: CharacterId, said: readonly string[] = words(message)): Intent {
  const found = INDEX.scan(said);
  const mentioned = mentionedCharacter(found, character);
  const topic = TOPICS.find((t) => (t === 'friends' ? mentioned !== null : found[t] !== undefined)) ?? null;
  return {
    topic,
    greeted: found.greeting !== undefined,
    question: message.includes('?') || found.questionStarts === 0,
    shortAnswer: topic === null && said.length > 0 && said.length <= 3 && found.shortAnswers !== undefined,
    mentioned,
    businessHint: HINTS.find((h) => found[`hint:${h}`] !== undefined) ?? null,
    newIdea: found.newIdea !== undefined,
  };
}
