import type { ChapterContentResponse, ChapterConversationLine } from '@universo/platform/api/content';

/** The reader's own lines in a chapter's conversation (contracts: ChapterConversationLine). */
export const READER_SPEAKER = 'Tú';

export interface ActivityText {
  /** What the challenge is about: the lines before the first step. */
  intro: string[];
  /** The numbered steps, without their numbers. */
  steps: string[];
  /** The number of the first step (1 unless the text starts elsewhere). */
  firstStep: number;
  /** Lines after the last step (a closing tip). */
  outro: string[];
}

const STEP = /^(\d{1,2})[.)]\s+(.+)$/;

/**
 * The 'Reto Mágico' text split into its intro and numbered steps ("1. ...", "2) ..."). A line
 * without a number between two steps continues the step above it.
 */
export function activityText(text: string | null | undefined): ActivityText {
  const lines = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const result: ActivityText = { intro: [], steps: [], firstStep: 1, outro: [] };
  let pending: string[] = [];
  for (const line of lines) {
    const step = STEP.exec(line);
    if (step) {
      if (result.steps.length === 0) result.firstStep = Number(step[1]);
      else if (pending.length > 0) result.steps[result.steps.length - 1] += ` ${pending.join(' ')}`;
      pending = [];
      result.steps.push(step[2]!);
    } else if (result.steps.length === 0) {
      result.intro.push(line);
    } else {
      pending.push(line);
    }
  }
  result.outro = pending;
  return result;
}

const SPEAKER_LINE = /^([^:\n]{1,40}):\s+(.+)$/;

/**
 * The chapter's conversation as lines: the structured `conversation` when the API sends it,
 * else the spec's `character` text ("Speaker: text" per line). A line without a speaker stays
 * as narration (speaker '').
 */
export function conversationLines(
  content: Pick<ChapterContentResponse, 'character'> & { conversation?: ChapterContentResponse['conversation'] },
): ChapterConversationLine[] {
  const structured = content.conversation?.lines?.filter((line) => line.text.trim());
  if (structured && structured.length > 0) return structured;
  return (content.character ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = SPEAKER_LINE.exec(line);
      return match ? { speaker: match[1]!.trim(), text: match[2]!.trim() } : { speaker: '', text: line };
    });
}

/**
 * After which paragraph of the story the chapter's illustration stands (0-based): once the
 * opening has at least ILLUSTRATION_AFTER_CHARACTERS characters (about ten lines on a phone) and
 * two paragraphs, like a picture book's first spread. The title and the opening lines come first,
 * and on a phone the picture loads lazily as the child scrolls to it. A shorter story has it after
 * its last paragraph; no story, no place (-1).
 */
export function illustrationAfterParagraph(paragraphLengths: readonly number[]): number {
  let characters = 0;
  for (let i = 0; i < paragraphLengths.length; i++) {
    characters += paragraphLengths[i]!;
    if (i >= 1 && characters >= ILLUSTRATION_AFTER_CHARACTERS) return i;
  }
  return paragraphLengths.length - 1;
}

export const ILLUSTRATION_AFTER_CHARACTERS = 600;
