import { type PlanKind, SMALL_TALK } from './conversation';
import { withinReadingLimits } from './replyRules';
import { stableHash } from './text';

/** The chapter a chat was opened from, as svc-content describes it (its public card texts). */
export interface ChapterMention {
  title: string;
  description: string;
}

/** First sentences that name the chapter; the chapter's own title and description fill them. */
const INVITATIONS: readonly ((title: string) => string)[] = [
  (title) => `¡Qué bueno que leíste «${title}»!`,
  (title) => `¡Vienes de leer «${title}»!`,
  (title) => `¡Hablemos de «${title}»!`,
];
const QUESTIONS: readonly string[] = ['¿Qué fue lo que más te gustó?', '¿Qué habrías hecho tú?', '¿Qué aprendiste en ese capítulo?'];

/**
 * The first messages after which the character starts with the chapter itself: a hello, a "how
 * are you", something it did not understand. A question about something else is answered, with
 * the chapter named before the answer when it fits.
 */
const OPENING_KINDS: ReadonlySet<PlanKind> = new Set<PlanKind>([...SMALL_TALK, 'stories', 'aboutMe']);

function pick<T>(list: readonly T[], key: string): T {
  return list[stableHash(key) % list.length]!;
}

/**
 * The first reply of a chat opened from a chapter: it names the chapter and what happens in it
 * (from the chapter's data, never a text written per chapter) and asks the child about it. Safety
 * answers are never replaced (the caller does not call this for them). Always within the reading
 * limits: the description goes only when it fits.
 */
export function chapterOpening(chapter: ChapterMention, kind: PlanKind, engineReply: string, seed: string): string {
  const invitation = pick(INVITATIONS, `${seed}|invitation`)(chapter.title);
  if (!OPENING_KINDS.has(kind)) {
    const named = `${invitation} ${engineReply}`;
    return withinReadingLimits(named) ? named : engineReply;
  }
  const question = pick(QUESTIONS, `${seed}|question`);
  const full = `${invitation} ${chapter.description.trim()} ${question}`;
  if (withinReadingLimits(full)) return full;
  return `${invitation} ${question}`;
}
