import { type AgeGroup, fitToAge } from './ageGroup';

/** One text written three times: for 6-7 year olds, for 8-10 year olds and for anyone else. */
export type AgeTexts = Readonly<Record<AgeGroup, string>>;

/** The text for the group, never longer than the group's word cap (spec section 9). */
export function textForAge(texts: AgeTexts, group: AgeGroup): string {
  return fitToAge(texts[group], group);
}
