import { DEMO_MESSAGE_MAX_LENGTH, DEMO_MESSAGE_MIN_LENGTH, DEMO_MESSAGES, DEMO_NAME_MAX_LENGTH } from '../axxonDemo.messages';

/** Control and format characters have no place in a name or a message shown back to a child. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** A name: NFC, trimmed, inner spaces collapsed (free text: the screen's default is literally "{name}"). */
export function normalizeDemoName(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : value;
}

/** A message: NFC and trimmed; its line breaks stay. */
export function normalizeDemoMessage(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').trim() : value;
}

export function demoNameProblem(value: unknown): string | null {
  if (typeof value !== 'string') return DEMO_MESSAGES.childName;
  const length = [...value].length;
  return length >= 1 && length <= DEMO_NAME_MAX_LENGTH && !INVISIBLE.test(value) ? null : DEMO_MESSAGES.childName;
}

export function demoMessageProblem(value: unknown): string | null {
  if (typeof value !== 'string') return DEMO_MESSAGES.message;
  const length = [...value].length;
  const ok = length >= DEMO_MESSAGE_MIN_LENGTH && length <= DEMO_MESSAGE_MAX_LENGTH && !INVISIBLE.test(value.replace(/[\n\r\t]/g, ' '));
  return ok ? null : DEMO_MESSAGES.message;
}
