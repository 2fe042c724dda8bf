import { ART_PALETTE } from '../palette';

/** Every chapter illustration is drawn on one canvas (16:10), so the page reserves one shape. */
export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 400;
/** Where characters and props stand unless a scene says otherwise. */
export const SCENE_GROUND_Y = 344;

/** Short names for the palette: every part draws with these and nothing else. */
export const C = ART_PALETTE;

/** A drawing element as text; attributes in the order given, numbers rounded to one decimal. */
export function el(name: string, attributes: Record<string, string | number | undefined>): string {
  const text = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? Math.round(value * 10) / 10 : value}"`)
    .join(' ');
  return `<${name} ${text}/>`;
}

/** A group moved to (x, y), scaled and optionally mirrored (a character facing left). */
export function placed(x: number, y: number, scale: number, flip: boolean, body: string): string {
  const s = Math.round(scale * 100) / 100;
  const transform = `translate(${Math.round(x)} ${Math.round(y)})${s !== 1 || flip ? ` scale(${flip ? -s : s} ${s})` : ''}`;
  return `<g transform="${transform}">${body}</g>`;
}

/** A five-pointed star centred on (x, y) with outer radius r, as path data. */
export function starPath(x: number, y: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${Math.round((x + radius * Math.cos(angle)) * 10) / 10} ${Math.round((y + radius * Math.sin(angle)) * 10) / 10}`);
  }
  return `M${points.join('L')}z`;
}

/** Escapes a text for an XML element or attribute. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
