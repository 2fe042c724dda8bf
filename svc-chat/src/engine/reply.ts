import type { CharacterId } from '@universo/contracts';
import { type ChapterMention, chapterOpening } from './chapterOpening';
import { type ConversationState, type PlanKind, planTurn, replay, SAFETY_KINDS, type TurnPlan } from './conversation';
import type { Memory } from './memory';
import { type MemorySlot, type Persona, PERSONAS, slotsOf } from './persona';
import { type PersonalDataKind, redactPersonalData } from '@universo/personal-data';
import { withinReadingLimits } from './replyRules';
import { stableHash } from './text';
import { checkLanguage } from './unsafeLanguage';

/** One earlier message of the conversation, as stored (already screened), oldest first. */
export interface ChatTurn {
  message: string;
  isUser: boolean;
}

export interface ReplyInput {
  character: CharacterId;
  /** The child's message, trimmed and validated, as typed. */
  message: string;
  /** The stored conversation so far (without `message`), oldest first. */
  history: readonly ChatTurn[];
  /** Varies the choice of lines between conversations (the session id); the same seed gives the same replies. */
  seed?: string;
  /**
   * The state after `history`, as stored with its last reply. Without it the engine replays the
   * child's stored messages, which costs most of a reply's time in a long conversation.
   */
  state?: ConversationState | null;
  /** The chat was opened from this chapter: the first reply of the conversation talks about it. */
  chapter?: ChapterMention;
}

export interface EngineReply {
  /** The child's message as it may be stored and shown again: personal data and rude words hidden. */
  storedMessage: string;
  /** The character's answer. */
  reply: string;
  plan: TurnPlan;
  /** What the character remembers after this message. */
  memory: Memory;
  /** The conversation's state after this message, stored with the reply for the next one. */
  state: ConversationState;
  personalData: PersonalDataKind[];
  /** A safety rule chose the answer (personal data, unsafe language, a worry, "are you real?"). */
  safety: boolean;
}

/** Kinds whose lines should use the memory when it is known (a greeting by name, the idea discussed). */
const MEMORY_FIRST: Partial<Record<string, MemorySlot>> = {
  greeting: 'name',
  'business.product': 'idea',
  'business.customers': 'idea',
  'business.price': 'idea',
  'business.firstStep': 'idea',
  'business.wrapUp': 'idea',
};
const NO_OPENER: ReadonlySet<PlanKind> = new Set<PlanKind>([...SAFETY_KINDS, 'greeting', 'introduction', 'goodbye']);

function linesFor(persona: Persona, plan: TurnPlan): readonly string[] {
  if (plan.kind === 'friends') return persona.friends[plan.mentioned!] ?? persona.replies.fallback;
  if (plan.kind.startsWith('business.')) return persona.business[plan.kind.slice('business.'.length) as keyof Persona['business']];
  return persona.replies[plan.kind as keyof Persona['replies']];
}

/** The line with its slots filled from memory, or null when it needs something not known yet. */
function fill(line: string, memory: Memory): string | null {
  let missing = false;
  const text = line.replace(/\{(\w+)\}/g, (_all, slot: MemorySlot) => {
    const value = memory[slot];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text.replace(/(?<!\p{L})de el(?!\p{L})/gu, 'del').replace(/(?<!\p{L})a el(?!\p{L})/gu, 'al');
}

interface Choice {
  /** Different for each kind of line and each conversation. */
  key: string;
  /** How many replies the conversation already has: moves the choice along. */
  turn: number;
  memory: Memory;
  prefer: readonly MemorySlot[];
  earlier: readonly string[];
}

/**
 * Picks a line deterministically (no Math.random): from a hash of the conversation and the kind,
 * moved along by the turn, skipping lines the character already said in the conversation.
 */
function choose(lines: readonly string[], choice: Choice, fits: (text: string) => boolean = () => true): string {
  const filled = lines
    .map((line) => ({ text: fill(line, choice.memory), slots: slotsOf(line) }))
    .filter((c): c is { text: string; slots: MemorySlot[] } => c.text !== null);
  const fitting = filled.filter((c) => fits(c.text));
  const usable = fitting.length > 0 ? fitting : filled;
  const preferred = usable.filter((c) => c.slots.some((slot) => choice.prefer.includes(slot)));
  const pool = preferred.length > 0 ? preferred : usable;
  const start = (stableHash(choice.key) + choice.turn) % pool.length;
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[(start + i) % pool.length]!.text;
    if (!choice.earlier.some((said) => said.includes(candidate))) return candidate;
  }
  return pool[start]!.text;
}

/** An opener the child's message calls for: a hello back, or a "nice to meet you". */
function openerAsked(plan: TurnPlan): keyof Persona['openers'] | null {
  if (NO_OPENER.has(plan.kind)) return null;
  if (plan.introduced) return 'introduction';
  return plan.greeted ? 'greeting' : null;
}

/** Use the child's name now and then: when neither this reply nor the last two did. */
function nameIsDue(plan: TurnPlan, memory: Memory, earlier: readonly string[], reply: string): boolean {
  const name = memory.name;
  return !NO_OPENER.has(plan.kind) && !!name && !reply.includes(name) && earlier.slice(-2).every((said) => !said.includes(name));
}

const firstWord = (text: string) => /\p{L}+/u.exec(text)?.[0]?.toLowerCase() ?? '';

/**
 * The character's answer to a child's message. A pure function of its input: the conversation's
 * memory comes from the stored history, so any replica gives the same answer, and a seed and a
 * turn count pick the lines (the same question twice gets two different answers).
 */
export function respond(input: ReplyInput): EngineReply {
  const persona = PERSONAS[input.character];
  const redaction = redactPersonalData(input.message);
  const language = checkLanguage(redaction.text);
  const earlier = input.history.filter((t) => !t.isUser).map((t) => t.message);
  const state =
    input.state ??
    replay(
      input.history.filter((t) => t.isUser).map((t) => t.message),
      input.character,
    );
  const { plan, state: after } = planTurn({ text: language.text, personalData: redaction.kinds.length > 0, language }, state, input.character);
  const seed = `${input.seed ?? ''}|${input.character}`;
  const memory = after.memory;
  const prefer = [...plan.fresh, ...(MEMORY_FIRST[plan.kind] ? [MEMORY_FIRST[plan.kind]!] : [])];
  const key = `${seed}|${plan.kind}|${plan.mentioned ?? ''}`;
  const turn = earlier.length;
  const lines = linesFor(persona, plan);
  const asked = openerAsked(plan);
  let reply: string;
  if (asked) {
    // A hello back comes first; the answer is chosen among the lines that still fit after it.
    const opener = choose(persona.openers[asked], { key: `${key}|${asked}`, turn, memory, prefer: ['name'], earlier: [] });
    const fits = (text: string) => withinReadingLimits(`${opener} ${text}`);
    const answer = choose(lines, { key, turn, memory, prefer, earlier }, fits);
    reply = fits(answer) ? `${opener} ${answer}` : answer;
  } else {
    reply = choose(lines, { key, turn, memory, prefer, earlier });
    if (nameIsDue(plan, memory, earlier, reply)) {
      // Not the opener of the last uses of the name (it comes every third reply or so).
      const opener = choose(persona.openers.name, { key: `${key}|name`, turn, memory, prefer: ['name'], earlier: earlier.slice(-8) });
      if (withinReadingLimits(`${opener} ${reply}`) && firstWord(opener) !== firstWord(reply)) reply = `${opener} ${reply}`;
    }
  }
  // The first reply of a chat opened from a chapter starts from that chapter (never over a safety answer).
  if (input.chapter && input.history.length === 0 && !SAFETY_KINDS.has(plan.kind)) {
    reply = chapterOpening(input.chapter, plan.kind, reply, seed);
  }
  return {
    storedMessage: language.text,
    reply,
    plan,
    memory,
    state: after,
    personalData: redaction.kinds,
    safety: SAFETY_KINDS.has(plan.kind),
  };
}
