import { normalizeSpeech } from './clipName';

const LABEL_WORDS = 6;

/**
 * The accessible name of a "Escuchar" button: the visible word first (so voice control finds
 * it), then the start of what it reads, so a screen reader's list of buttons tells them apart.
 */
export function listenLabel(text: string): string {
  const words = normalizeSpeech(text).split(' ').filter(Boolean);
  const start = words
    .slice(0, LABEL_WORDS)
    .join(' ')
    .replace(/[.,;:]+$/, '');
  return `Escuchar: ${start}${words.length > LABEL_WORDS ? '…' : ''}`;
}

/** What the button says when no way of making a sound worked (no recording, no voice, no service). */
export const LISTEN_UNAVAILABLE = 'No se puede escuchar ahora. Pide a alguien que te lo lea.';
