import type { CharacterId } from '@universo/contracts';
import { type Persona, readPersonas } from './persona';

/** One earlier message of the conversation, oldest first. */
export interface ChatTurn {
  message: string;
  isUser: boolean;
}

export interface ReplyInput {
  character: CharacterId;
  /** The child's message, already trimmed and validated. */
  message: string;
  /** The conversation so far (without `message`), oldest first. */
  history: readonly ChatTurn[];
}

const PERSONAS = readPersonas();

/** Lower case, without accents or punctuation, as a list of words. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether the phrase's words appear in a row; the last one may be the start of a word. */
function containsPhrase(message: string[], phrase: string[], prefix: boolean): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= message.length; i++) {
    const matches = phrase.every((word, j) => {
      const candidate = message[i + j]!;
      return prefix && j === phrase.length - 1 ? candidate.startsWith(word) : candidate === word;
    });
    if (matches) return true;
  }
  return false;
}

export function isGreeting(persona: Persona, message: string): boolean {
  const said = words(message);
  return persona.greetingPhrases.some((phrase) => containsPhrase(said, words(phrase), false));
}

export function findTopic(persona: Persona, message: string): Persona['topics'][number] | undefined {
  const said = words(message);
  return persona.topics.find((topic) => topic.keywords.some((keyword) => containsPhrase(said, words(keyword), true)));
}

/** Varies the answer along a conversation, always the same for the same conversation. */
function pick(lines: readonly string[], history: readonly ChatTurn[]): string {
  const earlierReplies = history.filter((turn) => !turn.isUser).length;
  return lines[earlierReplies % lines.length]!;
}

/**
 * The character's answer to a child's message. A pure function of its input: the service stores
 * the result, so any replica gives the same answer.
 */
export function composeReply(input: ReplyInput): string {
  const persona = PERSONAS[input.character];
  if (!persona) throw new Error(`El personaje ${input.character} todavía no sabe conversar`);
  const greeted = isGreeting(persona, input.message);
  const topic = findTopic(persona, input.message);
  if (topic) {
    const answer = pick(topic.replies, input.history);
    return greeted ? `${pick(persona.greetingOpeners, input.history)} ${answer}` : answer;
  }
  return pick(greeted ? persona.greetings : persona.encouragements, input.history);
}

/** Whether composeReply can answer for this character yet. */
export function canConverse(character: CharacterId): boolean {
  return PERSONAS[character] !== undefined;
}
