import { foldAccents } from '@universo/contracts';
import type { Slot } from './storyGrammar';

export type SlotValues = Partial<Record<Slot, string>>;

/** Fills a template's slots; a slot without a value is a bug in the generator, not in the data. */
export function fillTemplate(template: string, values: SlotValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = values[name as Slot];
    if (value === undefined) throw new Error(`Falta el valor del hueco {${name}}`);
    return value;
  });
}

/** Words as a reader counts them: tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Upper-cases the first letter of the text (a slot such as {tema} may open a sentence). */
export function capitalizeFirst(text: string): string {
  return text.replace(/^([^\p{L}]*)(\p{L})/u, (_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('es')}`);
}

/** "1 moneda", "3 monedas". */
export function coins(amount: number): string {
  return `${amount} ${amount === 1 ? 'moneda' : 'monedas'}`;
}

/** Lower-case letters without accents, for matching a theme against word beginnings. */
export function plainWords(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}
