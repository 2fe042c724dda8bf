// Relative, not @universo/contracts: scripts/narrate.ts loads this under plain `npx tsx`, before any build.
import { type NarrationSection, splitSentences } from '../../../../packages/contracts/src/narration';

/**
 * How the narration speaks, sentence by sentence: who says each part (the narrator, or a
 * character in a dialogue line) and how long it pauses after each sentence. Pure rules, used by
 * scripts/narrate.ts and tested on their own.
 */

/** An espeak-ng voice: `-v voice -p pitch -s speed` (words a minute). */
export interface VoiceSettings {
  voice: string;
  pitch: number;
  speed: number;
}

/** The narrator: espeak-ng's Latin American Spanish, slower than its 175 words a minute, for children. */
export const NARRATOR: VoiceSettings = { voice: 'es-419', pitch: 50, speed: 125 };
/** A line whose speaker the text does not name (a neighbour, a customer): a voice apart from the narrator's. */
export const OTHER_SPEAKER: VoiceSettings = { voice: 'es-419+f2', pitch: 56, speed: 128 };

/**
 * The speakers the stories name in their dialogue tags ("—dijo Francesca", "—sonrió Don Ramón"),
 * each with an espeak-ng variant and pitch of its own: the children higher, the grown-ups lower,
 * Chispas the firefly highest and quickest.
 */
export const SPEAKER_VOICES: readonly { name: string; pattern: RegExp; settings: VoiceSettings }[] = [
  { name: 'Francesca', pattern: /\bFrancesca\b/, settings: { voice: 'es-419+f3', pitch: 74, speed: 128 } },
  { name: 'Chispas', pattern: /\bChispas\b|\bla luciérnaga\b/, settings: { voice: 'es-419+f4', pitch: 90, speed: 138 } },
  { name: 'Sombra', pattern: /\bSombra\b|\bmaulló\b/, settings: { voice: 'es-419+m4', pitch: 32, speed: 118 } },
  { name: 'Leo', pattern: /\bLeo\b/, settings: { voice: 'es-419+m3', pitch: 70, speed: 130 } },
  { name: 'Don Ramón', pattern: /\b[Dd]on Ramón\b/, settings: { voice: 'es-419+m1', pitch: 28, speed: 116 } },
  { name: 'Don Ernesto', pattern: /\b[Dd]on Ernesto\b/, settings: { voice: 'es-419+m2', pitch: 36, speed: 118 } },
  { name: 'Diego', pattern: /\bDiego\b/, settings: { voice: 'es-419+m6', pitch: 66, speed: 128 } },
  { name: 'Maya', pattern: /\bMaya\b/, settings: { voice: 'es-419+f1', pitch: 72, speed: 126 } },
  { name: 'Sam', pattern: /\bSam\b/, settings: { voice: 'es-419+m5', pitch: 68, speed: 128 } },
  { name: 'Emma', pattern: /\bEmma\b/, settings: { voice: 'es-419+f5', pitch: 76, speed: 128 } },
  { name: 'la abuela', pattern: /\b(?:la )?abuela\b/, settings: { voice: 'es-419+f2', pitch: 40, speed: 115 } },
  { name: 'el abuelo', pattern: /\b(?:el )?abuelo\b/, settings: { voice: 'es-419+m7', pitch: 30, speed: 115 } },
];

export const voiceKey = (v: VoiceSettings): string => `${v.voice}/${v.pitch}/${v.speed}`;

/** A part of a sentence spoken by one voice, without dialogue dashes or quote marks. */
export interface SpokenRun {
  text: string;
  voice: VoiceSettings;
}

const DASH = '—';
const SPEAKABLE = /[\p{L}\p{N}]/u;

/**
 * Spanish dialogue: a line that starts with a dash is a character speaking; each further dash
 * switches between the speech and the narrator's tag ("—¡Ya! —dijo Francesca—. Quiero…").
 * Returns, for each character of the normalised line, whether it is speech.
 */
function speechMask(line: string): boolean[] {
  const mask: boolean[] = [];
  let speech = false;
  const dialogue = line.startsWith(DASH);
  for (const ch of line) {
    if (ch === DASH && dialogue) {
      speech = !speech;
      mask.push(false);
    } else {
      mask.push(speech);
    }
  }
  return mask;
}

/** Who speaks a dialogue line: the first known speaker its narrator's tags name, else OTHER_SPEAKER. */
export function speakerOf(line: string): VoiceSettings {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!text.startsWith(DASH)) return NARRATOR;
  const tags = text
    .split(DASH)
    .filter((_, i) => i > 0 && i % 2 === 0)
    .join(' ');
  let best: { at: number; settings: VoiceSettings } | null = null;
  for (const speaker of SPEAKER_VOICES) {
    const at = tags.search(speaker.pattern);
    if (at >= 0 && (best === null || at < best.at)) best = { at, settings: speaker.settings };
  }
  return best?.settings ?? OTHER_SPEAKER;
}

const clean = (text: string): string =>
  text
    .replace(/[—«»"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A line's sentences (splitSentences), each as the runs of voice it is spoken in: the speaker's
 * voice for speech, the narrator's for everything else. Runs with nothing to pronounce (a lone
 * ". " between a tag and the speech) are dropped.
 */
export function lineVoiceRuns(line: string): { sentence: string; runs: SpokenRun[] }[] {
  const text = line.replace(/\s+/g, ' ').trim();
  const characters = [...text];
  const mask = speechMask(text);
  const speaker = speakerOf(text);
  const result: { sentence: string; runs: SpokenRun[] }[] = [];
  let cursor = 0;
  for (const sentence of splitSentences(text)) {
    const length = [...sentence].length;
    // Sentences are the line's characters in order, single spaces between them.
    while (characters[cursor] === ' ') cursor++;
    const runs: SpokenRun[] = [];
    let current = '';
    let speech: boolean | null = null;
    const flush = () => {
      const spoken = clean(current);
      if (speech !== null && SPEAKABLE.test(spoken)) runs.push({ text: spoken, voice: speech ? speaker : NARRATOR });
      current = '';
    };
    for (let i = cursor; i < cursor + length; i++) {
      // A dash switches between speech and the narrator's tag: a run ends there.
      if (characters[i] === DASH) {
        flush();
        continue;
      }
      if (speech !== null && mask[i] !== speech) flush();
      speech = mask[i]!;
      current += characters[i];
    }
    flush();
    result.push({ sentence, runs });
    cursor += length;
  }
  return result;
}

/** Where a sentence ends: inside a paragraph, at a paragraph's end, or at a section's end. */
export type SentenceBoundary = 'sentence' | 'paragraph' | 'section';

/**
 * The silence after a sentence, in milliseconds: longer after a question, an exclamation or
 * suspension points than after a period, longer again between paragraphs and between the title,
 * the story, "Pausa Mágica" and the lesson. Unhurried, so a child keeps up.
 */
export function pauseAfterMs(sentence: string, boundary: SentenceBoundary): number {
  const end = sentence.replace(/[»"”’')\]—\s]+$/u, '').slice(-1);
  const base = end === '…' ? 750 : end === '?' || end === '!' ? 600 : end === '.' ? 480 : 350;
  if (boundary === 'section') return Math.max(base, 1300);
  return boundary === 'paragraph' ? base + 350 : base;
}

/** What ends after sentence `i` of a chapter's sentences (by section and paragraph). */
export function boundaryAfter(sentences: readonly { section: NarrationSection; paragraph: number }[], i: number): SentenceBoundary {
  const here = sentences[i]!;
  const next = sentences[i + 1];
  if (!next || next.section !== here.section) return 'section';
  return next.paragraph !== here.paragraph ? 'paragraph' : 'sentence';
}
