import { createHash } from 'node:crypto';
import { SPEECH_BITRATE_KBPS, SPEECH_VOICE, SPEECH_WORDS_PER_MINUTE } from './speechVoice';

/**
 * A text the service reads aloud (GET /api/axxon/speech): what a Magic Zone screen shows with
 * numbers or names that change ("Ganaste 45 monedas"), read only when the browser has no Spanish
 * voice of its own. Short texts only: a sentence or two of a game, never a chapter.
 */
export const SPEECH_TEXT_MAX = 300;

export const SPEECH_MESSAGES = {
  missing: 'Falta el texto que quieres escuchar (text).',
  tooLong: `El texto que quieres escuchar es demasiado largo: como máximo ${SPEECH_TEXT_MAX} caracteres.`,
  noWords: 'El texto que quieres escuchar no tiene palabras.',
  control: 'El texto que quieres escuchar tiene caracteres que no se pueden leer.',
  unavailable: 'La voz del servidor no está disponible ahora. Pide a un adulto que te lea el texto.',
  busy: 'La voz del servidor está ocupada. Prueba otra vez en un momento.',
} as const;

/** Spaces collapsed and Unicode composed (NFC), so the same words always give the same recording. */
export function normalizeSpeechText(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : value;
}

/** Why a (normalized) text cannot be read, in Spanish, or null when it can. */
export function speechTextProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return SPEECH_MESSAGES.missing;
  if ([...value].length > SPEECH_TEXT_MAX) return SPEECH_MESSAGES.tooLong;
  // Control and format characters (the whitespace ones are already spaces), unpaired surrogates.
  if (/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u.test(value)) return SPEECH_MESSAGES.control;
  if (!/[\p{L}\p{N}]/u.test(value)) return SPEECH_MESSAGES.noWords;
  return null;
}

/** The cache key and ETag of a text's recording: its words and the voice that reads them. */
export function speechHash(text: string): string {
  return createHash('sha256').update(`${SPEECH_VOICE}-${SPEECH_WORDS_PER_MINUTE}-${SPEECH_BITRATE_KBPS}k\n${text}`).digest('hex').slice(0, 32);
}
