import { colorHex, type LogoDesign, type LogoIcon, type LogoShape } from './logoDesign';

/** The logo is drawn on a 200 × 200 canvas. */
export const LOGO_VIEWBOX = 200;

export type LogoNode =
  | { kind: 'path'; d: string; fill: string; transform?: string }
  | {
      kind: 'text';
      x: number;
      /** Baseline of the first line. */
      y: number;
      /** The whole name. */
      text: string;
      /** The name as drawn: one to three lines; every line but the last keeps its trailing space, so the lines join back into the name (it is not drawn: it would push a centred line aside). */
      lines: string[];
      lineHeight: number;
      fill: string;
      fontSize: number;
    };

const round = (n: number) => Math.round(n * 100) / 100;

/** A closed path through points around (cx, cy), alternating outer and inner radii when inner is given. */
export function polygonPath(cx: number, cy: number, points: number, outer: number, inner?: number, rotation = -90): string {
  const count = inner === undefined ? points : points * 2;
  const corners = Array.from({ length: count }, (_, i) => {
    const radius = inner === undefined || i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (360 / count) * i) * Math.PI) / 180;
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  });
  return `M${corners.join(' L')} Z`;
}

const SHAPE_PATHS: Record<LogoShape, string> = {
  circulo: 'M100 8 A92 92 0 1 1 99.99 8 Z',
  cuadrado: 'M40 12 H160 A28 28 0 0 1 188 40 V160 A28 28 0 0 1 160 188 H40 A28 28 0 0 1 12 160 V40 A28 28 0 0 1 40 12 Z',
  escudo: 'M100 8 L184 38 V98 C184 148 146 178 100 194 C54 178 16 148 16 98 V38 Z',
  estrella: polygonPath(100, 106, 5, 98, 50),
  hexagono: polygonPath(100, 100, 6, 94, undefined, 0),
};

/** How wide the name may be inside each shape. */
const TEXT_WIDTH: Record<LogoShape, number> = { circulo: 150, cuadrado: 164, escudo: 140, estrella: 92, hexagono: 150 };

/** Icons on a 24 × 24 grid. */
const ICON_PATHS: Record<Exclude<LogoIcon, 'ninguno'>, string> = {
  estrella: polygonPath(12, 12.6, 5, 11.5, 5),
  corazon: 'M12 21.5C8 18.6 2 14.6 2 8.9 2 5.6 4.5 3 7.6 3c1.9 0 3.5 1 4.4 2.5C12.9 4 14.5 3 16.4 3 19.5 3 22 5.6 22 8.9c0 5.7-6 9.7-10 12.6Z',
  rayo: 'M14 1 3 14h7l-2 9 11-13h-7l2-9Z',
  hoja: 'M3 21C3 10 9 3 22 2c0 13-7 19-18 19Zm2-1c3-5 7-9 12-12-6 2-10 6-12 12Z',
  corona: 'M2 19h20l-1.5-11-5 4.5L12 4 8.5 12.5 3.5 8 2 19Zm0 1.5h20V23H2Z',
  limon: 'M12 3.5c5.5 0 10 3.8 10 8.5s-4.5 8.5-10 8.5S2 16.7 2 12c0-1.5.5-3 1.4-4.2L1.5 5.5l3.2.6C6.6 4.5 9.2 3.5 12 3.5Z',
  cohete: 'M12 1c3.5 2.5 5.5 7 5.5 11.5l2.5 3.5V21l-4.5-2.5h-7L4 21v-5l2.5-3.5C6.5 8 8.5 3.5 12 1Zm0 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
};

/** Letters are about 0.6 em wide in the logo's font. */
const LETTER_EM = 0.6;
const MAX_FONT = 34;
/** The smallest size for one line, for two lines and for three: below it the name takes another line. */
const MIN_FONT_BY_LINES = [16, 14, 9] as const;

/** Font size at which the longest of the lines fills the shape's width (at most 34). */
export function logoFontSize(lines: readonly string[] | string, shape: LogoShape): number {
  const list = typeof lines === 'string' ? [lines] : lines;
  const letters = Math.max(1, ...list.map((line) => Array.from(line.trimEnd()).length));
  return Math.min(MAX_FONT, Math.floor(TEXT_WIDTH[shape] / (LETTER_EM * letters)));
}

/** Every way to cut the words into `count` lines (a name has at most a handful of words). */
function wordSplits(words: readonly string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const splits: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    for (const rest of wordSplits(words.slice(cut), count - 1)) splits.push([`${words.slice(0, cut).join(' ')} `, ...rest]);
  }
  return splits;
}

/** The name cut into `count` pieces of about equal length, for a single word too long for a line. */
function letterSplit(text: string, count: number): string[] {
  const letters = Array.from(text);
  const size = Math.ceil(letters.length / count);
  return Array.from({ length: count }, (_, i) => letters.slice(i * size, (i + 1) * size).join('')).filter(Boolean);
}

export interface LogoTextLayout {
  lines: string[];
  fontSize: number;
}

/**
 * How the name is drawn so that it is never cut off: on one line when it fits at 16 or more, else
 * on two lines (at 14 or more), else on three, cutting between words where the longest line is
 * shortest (inside a word only when one word alone is too long).
 */
export function layoutLogoText(text: string, shape: LogoShape): LogoTextLayout {
  const words = text.split(' ').filter(Boolean);
  let best = null as LogoTextLayout | null;
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    for (const lines of wordSplits(words, count)) {
      const fontSize = logoFontSize(lines, shape);
      if (!best || best.lines.length < count || fontSize > best.fontSize) best = { lines, fontSize };
    }
    if (best && best.fontSize >= MIN_FONT_BY_LINES[count - 1]!) return best;
  }
  // Only a word too long for any line gets here: cut it into three pieces when that reads bigger.
  const pieces = letterSplit(text, 3);
  const cut = { lines: pieces, fontSize: logoFontSize(pieces, shape) };
  return best && best.fontSize >= MIN_FONT_BY_LINES[2] ? best : cut;
}

/** The drawing, back to front: the shape, the icon, the name. Both the screen and the files use it. */
export function logoScene(design: LogoDesign): LogoNode[] {
  const nodes: LogoNode[] = [{ kind: 'path', d: SHAPE_PATHS[design.shape], fill: colorHex(design.shapeColor) }];
  const text = design.text.trim();
  const hasText = text !== '';
  const hasIcon = design.icon !== 'ninguno';
  const layout = hasText ? layoutLogoText(text, design.shape) : null;
  // A name on two or three lines needs the middle of the shape: the icon gets smaller and moves up.
  const manyLines = layout !== null && layout.lines.length > 1;
  const star = design.shape === 'estrella';
  if (hasIcon) {
    const size = !hasText ? 110 : manyLines ? 44 : star ? 56 : 76;
    const centerY = !hasText ? 102 : manyLines ? (star ? 72 : 52) : star ? 88 : 78;
    const scale = size / 24;
    nodes.push({
      kind: 'path',
      d: ICON_PATHS[design.icon as Exclude<LogoIcon, 'ninguno'>],
      fill: colorHex(design.iconColor),
      transform: `translate(${round(100 - size / 2)} ${round(centerY - size / 2)}) scale(${round(scale)})`,
    });
  }
  if (layout) {
    const { lines, fontSize } = layout;
    const lineHeight = round(fontSize * 1.15);
    // The middle of the block of lines: under the icon when there is one, else the shape's centre.
    const center = !hasIcon ? 100 : manyLines ? (star ? 120 : 118) : (star ? 138 : 150) - fontSize / 3;
    const y = center + fontSize / 3 - ((lines.length - 1) * lineHeight) / 2;
    nodes.push({ kind: 'text', x: 100, y: round(y), text, lines, lineHeight, fill: colorHex(design.textColor), fontSize });
  }
  return nodes;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export const LOGO_FONT = "'Trebuchet MS', 'Arial Rounded MT Bold', Arial, sans-serif";

/** A standalone SVG file of the logo, `pixels` wide and high. */
export function logoSvg(design: LogoDesign, pixels = 512): string {
  const body = logoScene(design)
    .map((node) =>
      node.kind === 'path'
        ? `<path d="${node.d}" fill="${node.fill}"${node.transform ? ` transform="${node.transform}"` : ''}/>`
        : `<text x="${node.x}" y="${node.y}" fill="${node.fill}" font-size="${node.fontSize}" font-family="${escapeXml(LOGO_FONT)}" font-weight="700" text-anchor="middle">${
            node.lines.length === 1
              ? escapeXml(node.text)
              : node.lines.map((line, i) => `<tspan x="${node.x}"${i > 0 ? ` dy="${node.lineHeight}"` : ''}>${escapeXml(line.trimEnd())}</tspan>`).join('')
          }</text>`,
    )
    .join('');
  const title = escapeXml(design.text.trim() || 'Mi logo');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}"><title>${title}</title>${body}</svg>`;
}

/** 'Logo-{name}.png' or '.svg'. */
export function logoFileBase(design: LogoDesign): string {
  const name = design.text
    .trim()
    .replace(/[/\\:*?"<>|]/g, '')
    .replace(/\s+/g, '-');
  return `Logo-${name || 'Mi-Logo'}`;
}
