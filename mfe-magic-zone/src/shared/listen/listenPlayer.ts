import { clipUrl, speechChunks, spokenForm } from './clipName';
import type { ApiPath } from '@universo/platform';

/**
 * What a "Escuchar" button reads. `text` is a fixed text of the catalogue
 * (app/magic-zone/listenTexts.ts), played from its recording; `live` is a text that changes
 * (numbers, names, what the service sent), read by the browser's Spanish voice when it has one,
 * else by the service (GET /api/axxon/speech), else the recording of `text` when there is one.
 */
export type ListenRequest = { text: string; live?: string } | { text?: undefined; live: string };

/** How a reading ended: heard (or stopped by the child), or no way to make a sound worked. */
export type ListenOutcome = 'done' | 'unavailable';

/** The browser parts the player uses, injectable for tests. */
export interface ListenEnvironment {
  createAudio?: (url: string) => Pick<HTMLAudioElement, 'play' | 'pause' | 'addEventListener'>;
  synth?: Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel'>;
  createUtterance?: (text: string) => SpeechSynthesisUtterance;
}

export const SPEECH_URL = '/api/axxon/speech' satisfies ApiPath<'get'>;
/** The service reads up to 300 characters (svc-content/src/speech/domain/speechText.ts). */
export const SPEECH_TEXT_MAX = 300;

export function browserEnvironment(): ListenEnvironment {
  const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
  return {
    createAudio: typeof Audio === 'undefined' ? undefined : (url) => new Audio(url),
    synth,
    createUtterance: synth && typeof SpeechSynthesisUtterance !== 'undefined' ? (text) => new SpeechSynthesisUtterance(text) : undefined,
  };
}

export function spanishVoice(synth: ListenEnvironment['synth']): SpeechSynthesisVoice | undefined {
  return synth?.getVoices().find((voice) => /^es\b/i.test(voice.lang.replace('_', '-')));
}

/** The addresses of the service's reading of a changing text, a piece of at most 300 characters each. */
export function speechUrls(text: string): string[] {
  return speechChunks(spokenForm(text), SPEECH_TEXT_MAX).map((piece) => `${SPEECH_URL}?text=${encodeURIComponent(piece)}`);
}

/** One way of making the sound: starts it and returns how to stop it; calls `failed` when it cannot play. */
type Attempt = { how: 'clip' | 'voice' | 'server'; start: (ended: () => void, failed: () => void) => () => void };

/** The ways to read a request, best first (see ListenRequest). */
export function listenPlan(request: ListenRequest, env: ListenEnvironment): Attempt[] {
  const attempts: Attempt[] = [];
  /** Plays the addresses one after the other (a long text read by the service comes in pieces). */
  const audio = (how: 'clip' | 'server', urls: string[]) => {
    const create = env.createAudio;
    if (!create || urls.length === 0) return;
    attempts.push({
      how,
      start: (ended, failed) => {
        let element: ReturnType<typeof create> | null = null;
        let stopped = false;
        const play = (index: number) => {
          if (stopped) return;
          const url = urls[index];
          if (url === undefined) {
            ended();
            return;
          }
          const current = create(url);
          element = current;
          current.addEventListener('ended', () => play(index + 1));
          // A piece after the first that fails ends the reading (what was heard stays heard).
          const fail = index === 0 ? failed : ended;
          current.addEventListener('error', fail);
          current.play().catch(fail);
        };
        play(0);
        return () => {
          stopped = true;
          element?.pause();
        };
      },
    });
  };
  const voice = request.live ? spanishVoice(env.synth) : undefined;
  if (request.live && voice && env.synth && env.createUtterance) {
    const synth = env.synth;
    const create = env.createUtterance;
    const live = spokenForm(request.live);
    attempts.push({
      how: 'voice',
      start: (ended, failed) => {
        const utterance = create(live);
        utterance.voice = voice;
        utterance.lang = voice.lang;
        utterance.onend = ended;
        utterance.onerror = failed;
        synth.cancel();
        synth.speak(utterance);
        return () => synth.cancel();
      },
    });
  }
  if (request.live) audio('server', speechUrls(request.live));
  if (request.text) audio('clip', [clipUrl(request.text)]);
  // A fixed text whose recording cannot be fetched: the service reads the same words.
  if (!request.live && request.text) audio('server', speechUrls(request.text));
  return attempts;
}

/** One sound at a time in the whole Magic Zone: starting another stops this one. */
let stopCurrent: (() => void) | null = null;

export function stopListening(): void {
  const stop = stopCurrent;
  stopCurrent = null;
  stop?.();
}

/**
 * Starts reading; `onEnd` runs once, when the sound ends or is stopped ('done') or when no way
 * of reading worked ('unavailable', so the button can say so). Returns the first way tried (or
 * null when there is none), so a test can tell the recording from the browser's voice.
 */
export function listen(request: ListenRequest, onEnd: (outcome: ListenOutcome) => void, env: ListenEnvironment = browserEnvironment()): Attempt['how'] | null {
  stopListening();
  const attempts = listenPlan(request, env);
  let finished = false;
  let stopAttempt: (() => void) | null = null;
  const finish = (outcome: ListenOutcome) => {
    if (finished) return;
    finished = true;
    if (stopCurrent === stop) stopCurrent = null;
    onEnd(outcome);
  };
  const stop = () => {
    stopAttempt?.();
    finish('done');
  };
  const next = (index: number) => {
    if (finished) return;
    const attempt = attempts[index];
    if (!attempt) {
      finish('unavailable');
      return;
    }
    let moved = false;
    const failed = () => {
      if (moved) return;
      moved = true;
      stopAttempt?.();
      next(index + 1);
    };
    const stopThis = attempt.start(() => {
      if (!moved) finish('done');
    }, failed);
    if (!moved) stopAttempt = stopThis;
  };
  stopCurrent = stop;
  next(0);
  return attempts[0]?.how ?? null;
}
