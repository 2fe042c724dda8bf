import { clipUrl, normalizeSpeech } from './clipName';

/**
 * What a "Escuchar" button reads: `text` is a fixed text with a recording (always playable);
 * `live`, when given, is the whole changing text (with its numbers), read by the browser's
 * Spanish voice when it has one, otherwise the recording of `text` is played instead.
 */
export interface ListenRequest {
  text: string;
  live?: string;
}

/** The browser parts the player uses, injectable for tests. */
export interface ListenEnvironment {
  createAudio: (url: string) => Pick<HTMLAudioElement, 'play' | 'pause' | 'addEventListener'>;
  synth?: Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel'>;
  createUtterance?: (text: string) => SpeechSynthesisUtterance;
}

export function browserEnvironment(): ListenEnvironment {
  const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
  return {
    createAudio: (url) => new Audio(url),
    synth,
    createUtterance: synth ? (text) => new SpeechSynthesisUtterance(text) : undefined,
  };
}

export function spanishVoice(synth: ListenEnvironment['synth']): SpeechSynthesisVoice | undefined {
  return synth?.getVoices().find((voice) => /^es\b/i.test(voice.lang.replace('_', '-')));
}

/** One sound at a time in the whole Magic Zone: starting another stops this one. */
let stopCurrent: (() => void) | null = null;

export function stopListening(): void {
  const stop = stopCurrent;
  stopCurrent = null;
  stop?.();
}

/**
 * Starts reading; `onEnd` runs once when the sound ends, fails or is stopped. Returns how it is
 * read, so a test can tell the recording from the browser's voice.
 */
export function listen(request: ListenRequest, onEnd: () => void, env: ListenEnvironment = browserEnvironment()): 'clip' | 'voice' {
  stopListening();
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    if (stopCurrent === stop) stopCurrent = null;
    onEnd();
  };
  const voice = request.live ? spanishVoice(env.synth) : undefined;
  let stop: () => void;
  let how: 'clip' | 'voice';
  if (voice && env.synth && env.createUtterance && request.live) {
    const synth = env.synth;
    const utterance = env.createUtterance(normalizeSpeech(request.live));
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.onend = finish;
    utterance.onerror = finish;
    synth.cancel();
    synth.speak(utterance);
    stop = () => {
      synth.cancel();
      finish();
    };
    how = 'voice';
  } else {
    const audio = env.createAudio(clipUrl(request.text));
    audio.addEventListener('ended', finish);
    audio.addEventListener('error', finish);
    audio.play().catch(finish);
    stop = () => {
      audio.pause();
      finish();
    };
    how = 'clip';
  }
  stopCurrent = stop;
  return how;
}
