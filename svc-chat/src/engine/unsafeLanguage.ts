import { stripAccents } from '@universo/contracts';
import data from './data/unsafeLanguage.json';
import { PhraseIndex, PhraseList, words } from './text';

/** What replaces a rude word in the stored message. */
export const MASK = '***';

export interface LanguageCheck {
  /** The message with rude words masked. */
  text: string;
  /** Rude words or an insult that is not about the child (aimed at the character, or just said). */
  insult: boolean;
  /** The child calls themself a rude name ("soy tonto"): they need encouragement, not a warning. */
  aboutSelf: boolean;
  /** Topics a children's character does not discuss (sex, drugs, killing). */
  unsafeTopic: boolean;
  /** Something a trusted adult should hear about: harm, abuse, bullying, a stranger. */
  worry: boolean;
}

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Lower case, accents dropped but ñ kept ("coño" is not "cono"), look-alike digits read as letters. */
function foldKeepingEnye(token: string): string {
  const lower = token.toLowerCase();
  if (/^[a-z]+$/.test(lower)) return lower.replace(/([a-z])\1{2,}/g, '$1');
  return stripAccents(lower, { keepEnye: true })
    .replace(/[013457@$]/g, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/(\p{L})\1{2,}/gu, '$1');
}

const TOKEN = /[\p{L}\p{N}@$]+/gu;

function tokens(text: string): string[] {
  return (text.match(TOKEN) ?? []).map(foldKeepingEnye);
}

const insultWords = new Set(data.insults.filter((w) => !w.endsWith('*')).map(foldKeepingEnye));
const insultStems = data.insults.filter((w) => w.endsWith('*')).map((w) => foldKeepingEnye(w.slice(0, -1)));
const phrases = new PhraseIndex({ insult: data.insultPhrases, unsafeTopic: data.unsafeTopics }, tokens);
const worryPhrases = new PhraseList(data.worry, words);
const aboutSelf = new PhraseList(data.aboutSelf, tokens);
const fromOthers = new PhraseList(data.fromOthers, tokens);
/** For stored messages, already split into folded words (rude words are masked in them). */
const storedPhrases = new PhraseIndex({ insult: data.insultPhrases, unsafeTopic: data.unsafeTopics, worry: data.worry }, words);
const MASKED_ABOUT_SELF = new RegExp(`(?:${data.aboutSelf.join('|')})\\s+(?:\\p{L}+\\s+)?\\*\\*\\*`, 'iu');
const MASKED_FROM_OTHERS = new RegExp(`(?:${data.fromOthers.join('|')})\\s+(?:\\p{L}+\\s+)?\\*\\*\\*`, 'iu');

function isInsultWord(token: string): boolean {
  return insultWords.has(token) || insultStems.some((stem) => token.startsWith(stem));
}

/**
 * Checks a child's message for rude, unsafe or worrying language. Rude words are masked in the
 * stored text so they are never shown or repeated; the character answers calmly instead.
 */
export function checkLanguage(message: string): LanguageCheck {
  const matches = [...message.matchAll(TOKEN)];
  const said = matches.map((m) => foldKeepingEnye(m[0]));
  const found = phrases.scan(said);
  let insult = found.insult !== undefined;
  let selfTalk = false;
  let bullied = false;
  let text = '';
  let copied = 0;
  for (const [i, token] of said.entries()) {
    if (!isInsultWord(token)) continue;
    const before = said.slice(Math.max(0, i - 3), i);
    if (fromOthers.matches(before)) bullied = true;
    else if (aboutSelf.matches(before)) selfTalk = true;
    else insult = true;
    const at = matches[i]!.index;
    text += message.slice(copied, at) + MASK;
    copied = at + matches[i]![0].length;
  }
  text += message.slice(copied);
  return {
    text,
    insult,
    aboutSelf: selfTalk && !insult,
    unsafeTopic: found.unsafeTopic !== undefined,
    worry: bullied || worryPhrases.matches(words(message)),
  };
}

/**
 * The same check for a message as it was stored (rude words already masked), from its folded
 * words: cheaper, for replaying a conversation's history on every reply.
 */
export function checkStoredLanguage(text: string, said: readonly string[]): Omit<LanguageCheck, 'text'> {
  const found = storedPhrases.scan(said);
  const masked = text.includes(MASK);
  const bullied = masked && MASKED_FROM_OTHERS.test(text);
  const aboutSelfOnly = masked && !bullied && MASKED_ABOUT_SELF.test(text) && found.insult === undefined;
  return {
    insult: found.insult !== undefined || (masked && !bullied && !aboutSelfOnly),
    aboutSelf: aboutSelfOnly,
    unsafeTopic: found.unsafeTopic !== undefined,
    worry: bullied || found.worry !== undefined,
  };
}
