// Relative, not @universo/contracts: scripts/narrate.ts loads this under plain `npx tsx`, before any build.
import type { NarrationSentence, SentenceTiming } from '../../../../packages/contracts/src/narration';
import { NARRATION_FILE_KINDS, type NarrationEntry, type NarrationFileEntry, type NarrationFileKind } from './narration';
import { boundaryAfter, pauseAfterMs } from './narrationVoices';

/** A chapter's three files as found on disk (null: missing). */
export type NarrationFilesOnDisk = Record<NarrationFileKind, NarrationFileEntry | null>;

/** What narrate.ts does with a chapter. */
export type NarrationPlan = 'current' | 'synthesise' | 'adopt' | 'stale-human';

const sameFile = (a: NarrationFileEntry | null | undefined, b: NarrationFileEntry | null | undefined): boolean => !!a && !!b && a.sha256 === b.sha256;

/**
 * An audio file whose hash differs from what the manifest recorded was put there by a person:
 * it is adopted, never overwritten. A person's recording stays until its text changes; then it is
 * reported ('stale-human'), still not overwritten, not even with --force.
 */
export function narrationPlan(
  entry: NarrationEntry | undefined,
  disk: NarrationFilesOnDisk,
  textHash: string,
  settings: string,
  force: boolean,
): NarrationPlan {
  const files = entry?.files;
  if (files && ((disk.ogg && !sameFile(disk.ogg, files.ogg)) || (disk.mp3 && !sameFile(disk.mp3, files.mp3)))) return 'adopt';
  const intact = files !== undefined && NARRATION_FILE_KINDS.every((kind) => sameFile(disk[kind], files[kind]));
  if (entry?.recordedBy === 'human' && intact) return entry.textHash === textHash ? 'current' : 'stale-human';
  if (force) return 'synthesise';
  return intact && entry!.textHash === textHash && entry!.voice === settings ? 'current' : 'synthesise';
}

/** Whether a file on disk differs from the one the manifest recorded (so a person put it there). */
export const replacedByHand = (found: NarrationFileEntry | null, recorded: NarrationFileEntry | undefined): boolean => !!found && !sameFile(found, recorded);

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * Timings for a person's recording that came without them: the recording's length shared among
 * the sentences by their length and the pauses the synthesis would make after them. Close enough
 * to follow along; the README says how to give exact ones.
 */
export function estimateTimings(sentences: readonly NarrationSentence[], seconds: number): SentenceTiming[] {
  const weights = sentences.map((s, i) => ({ speech: [...s.text].length, pause: pauseAfterMs(s.text, boundaryAfter(sentences, i)) / 60 }));
  const total = weights.reduce((sum, w) => sum + w.speech + w.pause, 0) || 1;
  const unit = seconds / total;
  let at = 0;
  return sentences.map((s, i) => {
    const start = at;
    const end = start + weights[i]!.speech * unit;
    at = end + weights[i]!.pause * unit;
    return { start: round(start), end: round(Math.max(end, start + 0.001)), text: s.text };
  });
}
