/** Spec section 6: age groups 6-7 and 8-10 change the Magic Zone's titles and text. */
export type AgeGroup = 'younger' | 'older' | 'unknown';

export const AGE_GROUPS: readonly AgeGroup[] = ['younger', 'older', 'unknown'];

export function ageGroupOf(age: number | null | undefined): AgeGroup {
  if (age === null || age === undefined || !Number.isInteger(age)) return 'unknown';
  if (age >= 6 && age <= 7) return 'younger';
  if (age >= 8 && age <= 10) return 'older';
  return 'unknown';
}

/** Spec section 9: content word caps, 50 words for 6-7, 150 for 8-10, 100 otherwise. */
export const WORD_CAPS: Readonly<Record<AgeGroup, number>> = { younger: 50, older: 150, unknown: 100 };

const AGE_GROUP_LABELS: Record<Exclude<AgeGroup, 'unknown'>, string> = {
  younger: 'Pequeños exploradores (6 a 7 años)',
  older: 'Jóvenes emprendedores (8 a 10 años)',
};

/** The indicator shown when the child's age is known and in a group, or undefined. */
export function ageGroupLabel(age: number | null | undefined): string | undefined {
  const group = ageGroupOf(age);
  return group === 'unknown' ? undefined : AGE_GROUP_LABELS[group];
}

/** The words of a text as a reader counts them (numbers and "$1.000" count as one word each). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text cut to at most `cap` words, ending in "…" when something was cut. */
export function capWords(text: string, cap: number): string {
  const words = text.trim().split(/\s+/);
  let kept = 0;
  const out: string[] = [];
  for (const word of words) {
    const counts = /[\p{L}\p{N}]/u.test(word);
    if (counts && kept === cap) return `${out.join(' ').replace(/[.,;:!¡¿?]+$/, '')}…`;
    out.push(word);
    if (counts) kept++;
  }
  return out.join(' ');
}

/** A text fitted to the age group's word cap. */
export function fitToAge(text: string, group: AgeGroup): string {
  return capWords(text, WORD_CAPS[group]);
}
