/**
 * WCAG 2.2 contrast, as pure functions (success criteria 1.4.3 and 1.4.11): the relative
 * luminance of an sRGB colour and the ratio between two, from 1:1 to 21:1.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rgb` or `#rrggbb` (any case) as 0-255 channels; anything else is refused. */
export function parseHexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`"${hex}" no es un color hexadecimal (#rgb o #rrggbb).`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** One channel, 0-255, linearised as WCAG defines it (0.04045 is sRGB's threshold). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter colour on top; the order of the arguments does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const one = relativeLuminance(parseHexColor(foreground));
  const other = relativeLuminance(parseHexColor(background));
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/**
 * What AA asks of a pair: 4.5:1 for text, 3:1 for large text (at least 24 px, or 18.66 px bold)
 * and for the parts of a control or a graphic that must be seen (focus rings, icons).
 */
export type ContrastUse = 'text' | 'large-text' | 'graphic';

export function minimumContrast(use: ContrastUse): number {
  return use === 'text' ? 4.5 : 3;
}

/** Whether a pair meets AA for its use. */
export function meetsAa(foreground: string, background: string, use: ContrastUse): boolean {
  return contrastRatio(foreground, background) >= minimumContrast(use);
}
