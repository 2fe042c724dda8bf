import type { ContrastUse } from './contrast';

/**
 * The design tokens live in tokens.css (custom properties on :root); this module names the pairs
 * of them that the stylesheets put together, so a test can check each against WCAG 2.2 AA.
 * Nothing here ships to the browser: pages only use the CSS.
 */

/** A colour token's name without its prefix: 'text' stands for `--uf-color-text`. */
export type ColorTokenName = string;

export interface ColorPair {
  foreground: ColorTokenName;
  background: ColorTokenName;
  use: ContrastUse;
  /** Where the pair is seen. */
  where: string;
}

/** Text (and must-see graphics) on backgrounds, as the stylesheets combine them. */
export const COLOR_PAIRS: readonly ColorPair[] = [
  { foreground: 'text', background: 'background', use: 'text', where: 'texto de la página' },
  { foreground: 'text', background: 'surface', use: 'text', where: 'texto de las tarjetas y los diálogos' },
  { foreground: 'text', background: 'primary-soft', use: 'text', where: 'hero de la portada, elemento elegido' },
  { foreground: 'text', background: 'primary-faint', use: 'text', where: 'fondos suaves' },
  { foreground: 'text', background: 'accent-soft', use: 'text', where: 'recordatorios, lección del capítulo' },
  { foreground: 'text', background: 'warning-soft', use: 'text', where: 'reto semanal, actividad del capítulo' },
  { foreground: 'text', background: 'success-soft', use: 'text', where: 'avisos de éxito' },
  { foreground: 'text', background: 'danger-soft', use: 'text', where: 'avisos de error' },
  { foreground: 'text', background: 'sun', use: 'text', where: 'resaltados' },
  { foreground: 'text-muted', background: 'background', use: 'text', where: 'textos secundarios' },
  { foreground: 'text-muted', background: 'surface', use: 'text', where: 'textos secundarios en tarjetas' },
  { foreground: 'text-muted', background: 'primary-soft', use: 'text', where: 'textos secundarios en fondos suaves' },
  { foreground: 'primary', background: 'background', use: 'text', where: 'enlaces' },
  { foreground: 'primary', background: 'surface', use: 'text', where: 'enlaces y botones secundarios' },
  { foreground: 'primary', background: 'primary-soft', use: 'text', where: 'botón secundario al pasar el ratón' },
  { foreground: 'primary-strong', background: 'background', use: 'text', where: 'títulos' },
  { foreground: 'primary-strong', background: 'surface', use: 'text', where: 'títulos en tarjetas' },
  { foreground: 'primary-strong', background: 'primary-soft', use: 'text', where: 'insignias, plan en la cabecera' },
  { foreground: 'primary-strong', background: 'accent-soft', use: 'text', where: 'título del hero (degradado)' },
  { foreground: 'primary-strong', background: 'warning-soft', use: 'text', where: 'título del hero (degradado)' },
  { foreground: 'on-primary', background: 'primary', use: 'text', where: 'botones' },
  { foreground: 'on-primary', background: 'primary-strong', use: 'text', where: 'botones al pasar el ratón, barra de desarrollo' },
  { foreground: 'on-primary', background: 'accent', use: 'text', where: 'botones de acento, botón del chat' },
  { foreground: 'on-primary', background: 'accent-strong', use: 'text', where: 'botones de acento al pasar el ratón' },
  { foreground: 'on-primary', background: 'danger', use: 'text', where: 'botón de borrar, aviso destructivo' },
  { foreground: 'on-primary', background: 'danger-strong', use: 'text', where: 'botón de borrar al pasar el ratón' },
  { foreground: 'on-primary', background: 'night', use: 'text', where: 'enlaces del pie de página' },
  { foreground: 'on-night', background: 'night', use: 'text', where: 'pie de página' },
  { foreground: 'sun', background: 'night', use: 'text', where: 'títulos del pie de página' },
  { foreground: 'sun', background: 'primary-strong', use: 'graphic', where: 'foco en la barra de desarrollo' },
  { foreground: 'accent', background: 'accent-soft', use: 'text', where: 'insignia Premium' },
  { foreground: 'accent', background: 'surface', use: 'text', where: 'textos de acento' },
  { foreground: 'accent', background: 'background', use: 'large-text', where: 'el 404' },
  { foreground: 'success', background: 'success-soft', use: 'text', where: 'insignia Gratis' },
  { foreground: 'success', background: 'surface', use: 'text', where: 'mensajes de éxito' },
  { foreground: 'warning', background: 'warning-soft', use: 'text', where: 'insignias de aviso y Próximamente' },
  { foreground: 'danger', background: 'surface', use: 'text', where: 'errores de los formularios' },
  { foreground: 'danger', background: 'background', use: 'text', where: 'errores en la página' },
  { foreground: 'danger', background: 'danger-soft', use: 'text', where: 'avisos de error' },
  { foreground: 'on-gold', background: 'gold', use: 'text', where: 'la moneda de diez' },
  { foreground: 'star', background: 'surface', use: 'graphic', where: 'estrellas de la galería' },
  { foreground: 'focus', background: 'surface', use: 'graphic', where: 'anillo de foco' },
  { foreground: 'focus', background: 'background', use: 'graphic', where: 'anillo de foco' },
  { foreground: 'focus', background: 'primary-soft', use: 'graphic', where: 'anillo de foco en fondos suaves' },
];

/**
 * The colour tokens written as hex in a stylesheet: `--uf-color-text: #1f1635;` gives
 * `{ text: '#1f1635' }`. Translucent tokens (rgb() with alpha) are left out: their contrast depends
 * on what lies under them.
 */
export function readColorTokens(css: string): Record<ColorTokenName, string> {
  const tokens: Record<ColorTokenName, string> = {};
  for (const match of css.matchAll(/--uf-color-([a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    const [, name, value] = match;
    if (name && value) tokens[name] = value.toLowerCase();
  }
  return tokens;
}

/** The one stylesheet allowed to write colours as values. */
export const TOKENS_FILE = 'packages/platform/src/styles/tokens.css';

/**
 * A line may keep a literal colour when it says why, in a comment on the same line:
 * `color: #000; /* token-exception: the printer's ink *\/`. None is needed today.
 */
export const TOKEN_EXCEPTION_MARK = 'token-exception:';

const EXCEPTION = new RegExp(`${TOKEN_EXCEPTION_MARK}\\s*([^*]*?)\\s*\\*/`);

export interface HardCodedColor {
  line: number;
  value: string;
}

/** Hex colours and rgb()/hsl() colour functions written in a stylesheet instead of a token. */
export function hardCodedColors(css: string): HardCodedColor[] {
  const found: HardCodedColor[] = [];
  css.split('\n').forEach((text, index) => {
    if (EXCEPTION.exec(text)?.[1]) return;
    // A comment may name a colour ("amber on white"); only declarations count.
    const code = text.replace(/\/\*.*?\*\//g, '');
    for (const match of code.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g)) {
      found.push({ line: index + 1, value: match[0] });
    }
  });
  return found;
}
