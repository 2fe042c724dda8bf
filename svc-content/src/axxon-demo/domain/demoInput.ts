import { AXXON_DEMO_RULES as R, fieldProblem, normalizeName } from '@universo/contracts';

// The demo's two fields follow /axxon-demo's form rules (@universo/contracts: AXXON_DEMO_RULES).

/** A name: NFC, trimmed, inner spaces collapsed (free text: the screen's default is literally "{name}"). */
export function normalizeDemoName(value: unknown): unknown {
  return typeof value === 'string' ? normalizeName(value) : value;
}

/** A message: NFC and trimmed; its line breaks stay. */
export function normalizeDemoMessage(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').trim() : value;
}

export function demoNameProblem(value: unknown): string | null {
  return typeof value === 'string' ? (fieldProblem(R.childName, value) ?? null) : R.childName.required;
}

export function demoMessageProblem(value: unknown): string | null {
  return typeof value === 'string' ? (fieldProblem(R.message, value) ?? null) : R.message.required;
}
