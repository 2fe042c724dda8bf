/** Spec section 6: age groups 6-7 and 8-10 change the Magic Zone's titles and text. */
export type AgeGroup = 'younger' | 'older' | 'unknown';

export function ageGroupOf(age: number | null | undefined): AgeGroup {
  if (age === null || age === undefined || !Number.isInteger(age)) return 'unknown';
  if (age >= 6 && age <= 7) return 'younger';
  if (age >= 8 && age <= 10) return 'older';
  return 'unknown';
}

const AGE_GROUP_LABELS: Record<Exclude<AgeGroup, 'unknown'>, string> = {
  younger: 'Pequeños exploradores (6 a 7 años)',
  older: 'Jóvenes emprendedores (8 a 10 años)',
};

/** The indicator shown when the user's age is known, or undefined. */
export function ageGroupLabel(age: number | null | undefined): string | undefined {
  const group = ageGroupOf(age);
  return group === 'unknown' ? undefined : AGE_GROUP_LABELS[group];
}
