import type { CharacterId } from '@universo/contracts';
import { detectIntent, type Intent, type Topic } from './intent';
import { EMPTY_MEMORY, extractGoal, extractIdea, extractName, ideaFromAnswer, type Memory } from './memory';
import { BUSINESS_STEPS, type BusinessStep, type MemorySlot, type ReplyKind } from './persona';
import { REDACTED } from '@universo/personal-data';
import { words } from './text';
import { checkStoredLanguage, type LanguageCheck } from './unsafeLanguage';

/** What the character answers: a kind of reply, a step of the business talk, or what it thinks of a friend. */
export type PlanKind = ReplyKind | `business.${BusinessStep}` | 'friends';

/** Kinds decided by a safety rule: never handed to the optional language model, never prefixed. */
export const SAFETY_KINDS: ReadonlySet<PlanKind> = new Set<PlanKind>(['worry', 'personalData', 'unsafe', 'realOrNot']);

export interface TurnPlan {
  kind: PlanKind;
  /** For `friends`: who the child asked about. */
  mentioned: CharacterId | null;
  /** The child said hello as well. */
  greeted: boolean;
  /** The child gave their name in this message. */
  introduced: boolean;
  /** Memory this message set (a line using it is preferred, so the character shows it listened). */
  fresh: MemorySlot[];
}

/** A child's message as the engine sees it: the stored text and what the safety screens found. */
export interface ScreenedMessage {
  text: string;
  personalData: boolean;
  language: Pick<LanguageCheck, 'insult' | 'aboutSelf' | 'unsafeTopic' | 'worry'>;
  /** The folded words of `text`, when already split. */
  words?: readonly string[];
}

export interface ConversationState {
  memory: Memory;
  /** Index in BUSINESS_STEPS of the last business step answered, -1 when there is none. */
  businessStep: number;
  /** The child is in the middle of the business talk (the last reply asked a business question). */
  businessActive: boolean;
  previous: PlanKind | null;
  /** The previous reply already followed up on the topic before it. */
  continued: boolean;
}

export const INITIAL_STATE: ConversationState = {
  memory: EMPTY_MEMORY,
  businessStep: -1,
  businessActive: false,
  previous: null,
  continued: false,
};

/** After these, a short or unrecognised message is taken as an answer on the same topic. */
const FOLLOWED_UP: ReadonlySet<PlanKind> = new Set<PlanKind>([
  'saving',
  'spending',
  'needsWants',
  'money',
  'sharing',
  'goals',
  'stories',
  'games',
  'aboutMe',
  'sad',
]);
/**
 * The replies that open no subject of their own (a hello, a "how are you", a thank-you, what the
 * character did not understand): after them, a "sí" or "no sé" gets the menu of what the character
 * can talk about, and a chapter's chat starts with the chapter (chapterOpening.ts).
 */
export const SMALL_TALK: readonly PlanKind[] = ['greeting', 'introduction', 'howAreYou', 'help', 'fallback', 'unknownQuestion', 'thanks', 'happy'];
const OPEN_QUESTIONS: ReadonlySet<PlanKind> = new Set<PlanKind>(SMALL_TALK);
/** While the business talk is going on, these messages are answers to its questions. */
const BUSINESS_ANSWERS: ReadonlySet<Topic | null> = new Set<Topic | null>([null, 'business', 'ideas', 'money', 'help', 'spending']);
/** A message that gives the name and is otherwise only about these gets the introduction reply. */
const INTRODUCTION_TOPICS: ReadonlySet<Topic | null> = new Set<Topic | null>([null, 'howAreYou', 'happy', 'help', 'aboutMe']);
const WRAP_UP = BUSINESS_STEPS.indexOf('wrapUp');

/** Screens a stored message of the history: personal data and rude words are already hidden in it. */
export function screenStored(text: string): ScreenedMessage {
  const said = words(text);
  return { text, personalData: text.includes(REDACTED), language: checkStoredLanguage(text, said), words: said };
}

function businessStepFor(
  topic: Topic | null,
  intent: Pick<Intent, 'businessHint' | 'newIdea'>,
  state: ConversationState,
  memory: Memory,
  freshIdea: boolean,
): number {
  const hint = intent.businessHint;
  if (hint && (topic === 'business' || state.businessActive)) return BUSINESS_STEPS.indexOf(hint);
  if (freshIdea) return 1;
  if (intent.newIdea) return 0;
  if (state.businessActive || (state.businessStep >= 0 && (topic === 'business' || topic === 'ideas'))) {
    if (state.businessStep === 0) return memory.idea ? 1 : 0;
    return state.businessStep + 1;
  }
  return memory.idea && topic === 'business' ? 1 : 0;
}

/**
 * Decides what the character answers to one message, given the conversation so far, and returns
 * the state after it. Replaying every stored message through this gives the same state on any
 * replica: the conversation's memory lives in its stored messages only.
 */
export function planTurn(message: ScreenedMessage, state: ConversationState, character: CharacterId): { plan: TurnPlan; state: ConversationState } {
  const intent = detectIntent(message.text, character, message.words);
  const { topic } = intent;
  const memory = { ...state.memory };
  const fresh: MemorySlot[] = [];
  const name = extractName(message.text);
  if (name) {
    memory.name = name;
    fresh.push('name');
  }
  const aboutBusiness = topic === 'business' || topic === 'ideas' || state.businessActive;
  // Mid-talk, "vendería pulseras a mis vecinos" answers a question; only "mi idea es..." changes the idea.
  const awaitingIdea = state.businessActive && state.businessStep === 0;
  const explicitOnly = state.businessActive && !awaitingIdea && state.memory.idea !== null;
  const idea = extractIdea(message.text, { aboutBusiness, explicitOnly });
  if (idea) {
    memory.idea = idea;
    fresh.push('idea');
  }
  const goal = extractGoal(message.text, state.previous === 'saving');
  if (goal) {
    memory.goal = goal;
    fresh.push('goal');
  }

  let kind: PlanKind;
  let { businessStep, businessActive } = state;
  let continued = false;
  const { language } = message;
  if (language.worry) {
    kind = 'worry';
    businessActive = false;
  } else if (message.personalData) {
    kind = 'personalData';
  } else if (language.insult || language.unsafeTopic) {
    kind = 'unsafe';
  } else if (language.aboutSelf) {
    kind = 'sad';
    businessActive = false;
  } else if (topic === 'realOrNot') {
    kind = 'realOrNot';
    businessActive = false;
  } else if (name && INTRODUCTION_TOPICS.has(topic) && !state.businessActive) {
    kind = 'introduction';
    businessActive = false;
  } else if (topic === 'business' || topic === 'ideas' || (state.businessActive && BUSINESS_ANSWERS.has(topic))) {
    if (awaitingIdea && !fresh.includes('idea')) {
      const answered = ideaFromAnswer(message.text);
      if (answered) {
        memory.idea = answered;
        fresh.push('idea');
      }
    }
    const step = businessStepFor(topic, intent, state, memory, fresh.includes('idea'));
    // Asked "what would you sell?" twice without an answer: offer the menu instead of a third time.
    const askedAgain = step === 0 && state.businessActive && state.businessStep === 0;
    if (askedAgain && state.continued) {
      kind = 'help';
      businessActive = false;
      businessStep = -1;
    } else {
      continued = askedAgain;
      kind = step === 0 && topic === 'ideas' ? 'ideas' : `business.${BUSINESS_STEPS[Math.min(step, WRAP_UP)]!}`;
      businessStep = step >= WRAP_UP ? -1 : step;
      businessActive = step < WRAP_UP;
    }
  } else {
    businessActive = false;
    if (topic !== null && !intent.shortAnswer) {
      kind = topic;
    } else if (intent.greeted) {
      kind = 'greeting';
    } else if (state.previous && FOLLOWED_UP.has(state.previous) && !state.continued && !intent.question) {
      kind = state.previous;
      continued = true;
    } else if (intent.shortAnswer && state.previous && OPEN_QUESTIONS.has(state.previous)) {
      kind = 'help';
    } else if (intent.question) {
      kind = 'unknownQuestion';
    } else {
      kind = 'fallback';
    }
  }

  return {
    plan: { kind, mentioned: intent.mentioned, greeted: intent.greeted, introduced: name !== null, fresh },
    state: { memory, businessStep, businessActive, previous: kind, continued },
  };
}

/** The state after the given stored messages of the child, oldest first. */
export function replay(userMessages: readonly string[], character: CharacterId): ConversationState {
  let state = INITIAL_STATE;
  for (const text of userMessages) state = planTurn(screenStored(text), state, character).state;
  return state;
}
