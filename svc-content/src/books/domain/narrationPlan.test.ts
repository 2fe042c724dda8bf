import { narrationSentences, timingsProblem } from '@universo/contracts';
import type { NarrationEntry } from './narration';
import { estimateTimings, narrationPlan, type NarrationFilesOnDisk } from './narrationPlan';

const file = (sha256: string) => ({ bytes: 10, sha256 });
const SETTINGS = 'espeak-ng …';
const synthetic: NarrationEntry = {
  bookId: 1,
  number: 2,
  textHash: 'text-1',
  voice: SETTINGS,
  bytes: 10,
  seconds: 60,
  recordedBy: 'espeak-ng',
  files: { ogg: file('ogg-1'), mp3: file('mp3-1'), timings: file('timings-1') },
};
const asRecorded: NarrationFilesOnDisk = { ogg: file('ogg-1'), mp3: file('mp3-1'), timings: file('timings-1') };

describe('narrationPlan', () => {
  it('leaves a chapter whose text, settings and three files are as recorded', () => {
    expect(narrationPlan(synthetic, asRecorded, 'text-1', SETTINGS, false)).toBe('current');
  });

  it('synthesises again a chapter whose text or settings changed, a file is missing, or with --force', () => {
    expect(narrationPlan(synthetic, asRecorded, 'text-2', SETTINGS, false)).toBe('synthesise');
    expect(narrationPlan(synthetic, asRecorded, 'text-1', 'otra voz', false)).toBe('synthesise');
    expect(narrationPlan(synthetic, { ...asRecorded, mp3: null }, 'text-1', SETTINGS, false)).toBe('synthesise');
    expect(narrationPlan(synthetic, { ...asRecorded, timings: file('edited') }, 'text-1', SETTINGS, false)).toBe('synthesise');
    expect(narrationPlan(synthetic, asRecorded, 'text-1', SETTINGS, true)).toBe('synthesise');
    expect(narrationPlan(undefined, { ogg: null, mp3: null, timings: null }, 'text-1', SETTINGS, false)).toBe('synthesise');
  });

  it('adopts an audio file dropped in place (either format), even with --force', () => {
    expect(narrationPlan(synthetic, { ...asRecorded, ogg: file('a person') }, 'text-1', SETTINGS, true)).toBe('adopt');
    expect(narrationPlan(synthetic, { ...asRecorded, mp3: file('a person') }, 'text-1', SETTINGS, false)).toBe('adopt');
  });

  it("never overwrites a person's recording: current while its text is, reported when it changed", () => {
    const human: NarrationEntry = { ...synthetic, voice: 'grabación humana', recordedBy: 'human' };
    expect(narrationPlan(human, asRecorded, 'text-1', SETTINGS, true)).toBe('current');
    expect(narrationPlan(human, asRecorded, 'text-2', SETTINGS, true)).toBe('stale-human');
  });
});

describe('estimateTimings', () => {
  it("shares a recording's length among the sentences, in order, fitting the text", () => {
    const sentences = narrationSentences({
      number: 1,
      title: 'Uno',
      story: 'Una frase corta. Otra frase bastante más larga que la primera.\n\nFin.',
      lesson: 'Lección.',
    });
    const timings = estimateTimings(sentences, 30);
    expect(timingsProblem(timings, sentences)).toBeNull();
    expect(timings[0]!.start).toBe(0);
    expect(timings.at(-1)!.end).toBeLessThanOrEqual(30);
    expect(timings.at(-1)!.end).toBeGreaterThan(25);
    // A longer sentence gets more time.
    expect(timings[2]!.end - timings[2]!.start).toBeGreaterThan(timings[1]!.end - timings[1]!.start);
  });
});
