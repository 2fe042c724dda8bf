import { EMOTION_LABELS, EMOTION_NOUNS, EMOTION_TERMS, type EmotionId, NEGATIONS } from '../data/emotionLexicon';
import type { Token } from './spanishText';
import { longestMatches } from './termMatching';

export interface EmotionReading {
  emotion: EmotionId;
  label: string;
  /** Score of each emotion (1 a word, 0.5 a "!" or "?", at most 1 from punctuation). */
  scores: Readonly<Record<Exclude<EmotionId, 'neutral'>, number>>;
  reasons: string[];
  /** The emotion explained in one sentence a six-year-old understands (shown beside it). */
  sentence: string;
}

/** What the child's words show, as a child would say it. */
const FEELING: Readonly<Record<Exclude<EmotionId, 'neutral'>, string>> = {
  alegria: 'estás feliz',
  curiosidad: 'quieres saber más',
  preocupacion: 'algo te preocupa',
  tristeza: 'algo te pone triste',
  orgullo: 'estás orgulloso de lo que haces',
};

/** When two emotions score the same, the one a grown-up should notice first wins. */
const TIE_ORDER: readonly Exclude<EmotionId, 'neutral'>[] = ['preocupacion', 'tristeza', 'orgullo', 'alegria', 'curiosidad'];

function negated(tokens: readonly Token[], start: number): boolean {
  return [tokens[start - 1], tokens[start - 2]].some((t) => t !== undefined && NEGATIONS.includes(t.folded));
}

/**
 * The child's emotion from the words used: each word of an emotion's list counts 1; a negated
 * happy word ("no me gusta") counts as sadness and a negated worry ("no tengo miedo") counts for
 * nothing; "!" leans to joy and "?" to curiosity. Nothing found: neutral.
 */
export function detectEmotion(tokens: readonly Token[], message: string): EmotionReading {
  const scores = { alegria: 0, curiosidad: 0, preocupacion: 0, tristeza: 0, orgullo: 0 };
  const words: Record<keyof typeof scores, string[]> = { alegria: [], curiosidad: [], preocupacion: [], tristeza: [], orgullo: [] };
  const negatedJoy: string[] = [];

  for (const match of longestMatches(tokens, EMOTION_TERMS)) {
    const isNegated = !match.term.startsWith('no ') && negated(tokens, match.start);
    if (isNegated && (match.label === 'alegria' || match.label === 'orgullo')) {
      scores.tristeza += 1;
      negatedJoy.push(match.words);
    } else if (!isNegated) {
      scores[match.label] += 1;
      words[match.label].push(match.words);
    }
  }
  const exclamations = (message.match(/!/g) ?? []).length;
  const questions = (message.match(/\?/g) ?? []).length;
  scores.alegria += Math.min(1, exclamations * 0.5);
  scores.curiosidad += Math.min(1, questions * 0.5);

  const best = TIE_ORDER.reduce((top, emotion) => (scores[emotion] > scores[top] ? emotion : top), TIE_ORDER[0] ?? 'alegria');
  if (scores[best] === 0) {
    return {
      emotion: 'neutral',
      label: EMOTION_LABELS.neutral,
      scores,
      reasons: ['No encontré palabras de emoción en el mensaje: lo leo tranquilo.'],
      sentence: 'No usaste palabras de emoción, así que leo tu mensaje tranquilo.',
    };
  }
  const reasons: string[] = [];
  const found = [...new Set(words[best])];
  if (found.length > 0) reasons.push(`Palabras de ${EMOTION_NOUNS[best]}: ${found.map((w) => `«${w}»`).join(', ')}.`);
  if (best === 'tristeza' && negatedJoy.length > 0) reasons.push(`Algo que no te gusta o no te alegra: ${negatedJoy.map((w) => `«no ${w}»`).join(', ')}.`);
  if (best === 'alegria' && exclamations > 0) reasons.push('Usaste signos de exclamación.');
  if (best === 'curiosidad' && questions > 0) reasons.push('Hiciste preguntas.');
  const shown =
    found.length > 0
      ? `Dijiste ${found
          .slice(0, 2)
          .map((w) => `«${w}»`)
          .join(' y ')}`
      : negatedJoy.length > 0
        ? `Dijiste «no ${negatedJoy[0]}»`
        : best === 'curiosidad'
          ? 'Hiciste preguntas'
          : 'Usaste signos de exclamación';
  return { emotion: best, label: EMOTION_LABELS[best], scores, reasons, sentence: `${shown}: por eso creo que ${FEELING[best]}.` };
}
