/**
 * Read-along narration: what the narrator reads, cut into the sentences the chapter page
 * highlights. The narration script (svc-content/scripts/narrate.ts) records one sentence at a
 * time with these rules and writes the offsets beside the audio; the chapter page cuts the same
 * texts with the same rules, so sentence i of the page is entry i of the timings file.
 */

import { textParagraphs } from './paragraphs';

// The paragraph rule is its own module (the book page shows texts without narrating them); the
// narration script imports it from here.
export { textParagraphs };

/** Where a narrated sentence sits: the spoken title, the story, the "Pausa Mágica" heading, the lesson. */
export type NarrationSection = 'title' | 'story' | 'heading' | 'lesson';

export interface NarrationSentence {
  section: NarrationSection;
  /** The paragraph within its section (blank lines separate paragraphs). */
  paragraph: number;
  /** The line within the paragraph (a sentence never spans two lines). */
  line: number;
  text: string;
}

/** One entry of `chapter-NN.timings.json`: seconds from the start of the audio. */
export interface SentenceTiming {
  start: number;
  end: number;
  text: string;
}

/** The heading the narrator reads between the story and the lesson. */
export const LESSON_HEADING = 'Pausa Mágica.';

/** Short words a period follows without ending the sentence ("la Sra. Gómez"). */
const ABBREVIATIONS = new Set(['sr', 'sra', 'srta', 'dr', 'dra', 'ud', 'uds', 'lic', 'prof', 'profa', 'pág', 'núm', 'aprox']);

/** Closing marks that belong to the sentence before them: quotes, brackets, a closing dash. */
const CLOSERS = /[»"”’')\]]/;
/** What can start a new sentence: a capital or a digit, possibly after opening marks. */
const STARTER = /^[—–-]?\s*[¡¿«"“‘'([]*[\p{Lu}\p{N}]/u;

/**
 * A line cut into sentences. A sentence ends at `.`, `!`, `?` or `…` (and runs of them, with the
 * closing quotes or brackets after them) when the next word starts a sentence: a capital, a digit
 * or an opening `¡ ¿ «`, possibly after a dialogue dash. So "—¡Ya! —dijo Francesca" stays one
 * sentence (the narrator's "dijo" continues it), and so does "la Sra. Gómez". Every character of
 * the line lands in exactly one sentence, trimmed.
 */
export function splitSentences(line: string): string[] {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const sentences: string[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '.' || ch === '!' || ch === '?' || ch === '…') {
      let end = i + 1;
      while (end < text.length && (/[.!?…]/.test(text[end]!) || CLOSERS.test(text[end]!))) end++;
      // A closing dialogue dash right after the mark ("¡Ay!—") closes with it.
      if (text[end] === '—' && text[end + 1] === ' ') end++;
      const rest = text.slice(end);
      const word = /([\p{L}]+)\.$/u.exec(text.slice(from, i + 1));
      const abbreviation = ch === '.' && end === i + 1 && word !== null && ABBREVIATIONS.has(word[1]!.toLowerCase());
      if (rest.startsWith(' ') && STARTER.test(rest.slice(1)) && !abbreviation) {
        sentences.push(text.slice(from, end).trim());
        from = end + 1;
      }
      i = end;
    } else {
      i++;
    }
  }
  if (from < text.length) sentences.push(text.slice(from).trim());
  return sentences.filter(Boolean);
}

const withStop = (text: string): string => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The spoken title: "Capítulo 2. Una pregunta brillante." */
export function spokenTitle(number: number, title: string): string {
  return `Capítulo ${number}. ${withStop(title)}`;
}

function sectionSentences(section: NarrationSection, text: string): NarrationSentence[] {
  const result: NarrationSentence[] = [];
  textParagraphs(text).forEach((lines, paragraph) =>
    lines.forEach((line, lineIndex) => {
      for (const sentence of splitSentences(line)) result.push({ section, paragraph, line: lineIndex, text: sentence });
    }),
  );
  return result;
}

/**
 * Every sentence the narrator reads, in order: the spoken title (one entry, like the heading: the
 * page shows it as a heading, not as prose), the story, "Pausa Mágica." and the lesson. Not the
 * activity or the conversation.
 */
export function narrationSentences(chapter: { number: number; title: string; story: string; lesson: string }): NarrationSentence[] {
  return [
    { section: 'title', paragraph: 0, line: 0, text: spokenTitle(chapter.number, chapter.title) },
    ...sectionSentences('story', chapter.story),
    { section: 'heading', paragraph: 0, line: 0, text: LESSON_HEADING },
    ...sectionSentences('lesson', chapter.lesson),
  ];
}

/**
 * Whether a timings file fits the chapter: one entry per sentence with the same text, times that
 * start at 0 or later, never run backwards and end after they start. Anything else (a file for an
 * older text, a hand-edited mistake) is not used: the page then shows the text without narration.
 */
export function timingsProblem(timings: unknown, sentences: readonly NarrationSentence[]): string | null {
  if (!Array.isArray(timings)) return 'no es una lista';
  if (timings.length !== sentences.length) return `tiene ${timings.length} frases y el texto ${sentences.length}`;
  let previousStart = 0;
  for (let i = 0; i < timings.length; i++) {
    const entry = timings[i] as Partial<SentenceTiming> | null;
    const { start, end, text } = entry ?? {};
    if (typeof start !== 'number' || typeof end !== 'number' || typeof text !== 'string') return `la frase ${i + 1} no tiene start, end y text`;
    if (!Number.isFinite(start) || !Number.isFinite(end) || start < previousStart || end <= start) return `la frase ${i + 1} tiene tiempos imposibles`;
    if (text !== sentences[i]!.text) return `la frase ${i + 1} dice «${text}» y el texto «${sentences[i]!.text}»`;
    previousStart = start;
  }
  return null;
}

/** The sentence being read at `seconds`: the last one that started by then (-1 before the first). */
export function sentenceAt(timings: readonly SentenceTiming[], seconds: number): number {
  let low = 0;
  let high = timings.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (timings[middle]!.start <= seconds + 0.001) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export interface NarrationFiles {
  /** The `<source>`s, in the order the browser should try them. */
  sources: { src: string; type: string }[];
  timings: string;
}

/**
 * A chapter's three narration files from its `audioFile` (`/media/audio/book-1/chapter-01.ogg?v=…`):
 * the Ogg/Opus file, the MP3 beside it (for browsers without Opus, older iPhones and iPads) and
 * the sentence timings, all carrying the same version query. Anything else is no narration.
 */
export function narrationFiles(audioFile: string | null | undefined): NarrationFiles | null {
  const match = /^(\/[^?#\s]*\/chapter-\d{2})\.ogg(\?v=[0-9a-f]{6,64})?$/.exec(audioFile?.trim() ?? '');
  if (!match || match[1]!.startsWith('//')) return null;
  const [, base, version = ''] = match;
  return {
    sources: [
      { src: `${base}.ogg${version}`, type: 'audio/ogg; codecs=opus' },
      { src: `${base}.mp3${version}`, type: 'audio/mpeg' },
    ],
    timings: `${base}.timings.json${version}`,
  };
}
