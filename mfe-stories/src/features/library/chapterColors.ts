/**
 * Chapter cards come with their own colours (spec: color, buttonColor). Text on them must stay
 * readable: this picks white or the site's dark text, whichever contrasts more (WCAG 2 formula).
 */
export const DARK_TEXT = '#1f1635';
export const LIGHT_TEXT = '#ffffff';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  const digits = hex.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour to write on `background`; dark text when the colour is not a hex colour. */
export function readableTextOn(background: string): string {
  if (!isHexColor(background)) return DARK_TEXT;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** The colour itself when it is a hex colour, else the fallback (nothing else reaches a style). */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return isHexColor(value) ? value.trim() : fallback;
}

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A button in the chapter's own colour that stays readable: the colour with the text that
 * contrasts more, or, for mid tones where neither reaches AA, the colour darkened just enough
 * for white text.
 */
export function readableButtonColors(color: string): { background: string; color: string } {
  if (!isHexColor(color)) return { background: color, color: readableTextOn(color) };
  const text = readableTextOn(color);
  if (contrastRatio(color, text) >= MIN_TEXT_CONTRAST) return { background: color.trim(), color: text };
  const rgb = channels(color);
  for (let factor = 0.95; factor > 0; factor -= 0.05) {
    const darker = toHex(rgb.map((c) => c * factor));
    if (contrastRatio(darker, LIGHT_TEXT) >= MIN_TEXT_CONTRAST) return { background: darker, color: LIGHT_TEXT };
  }
  return { background: DARK_TEXT, color: LIGHT_TEXT };
}
