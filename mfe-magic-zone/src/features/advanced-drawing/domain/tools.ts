/** The drawing zone's tools, colours, brush sizes and character stamps, with their Spanish names. */

export const TOOLS = [
  { id: 'brush', label: 'Pincel', icon: '🖌️' },
  { id: 'eraser', label: 'Borrador', icon: '🧽' },
  { id: 'line', label: 'Línea', icon: '📏' },
  { id: 'rect', label: 'Rectángulo', icon: '▭' },
  { id: 'circle', label: 'Círculo', icon: '◯' },
  { id: 'fill', label: 'Relleno', icon: '🪣' },
  { id: 'stamp', label: 'Sellos', icon: '⭐' },
] as const;
export type ToolId = (typeof TOOLS)[number]['id'];

export const COLOURS = [
  { id: 'negro', label: 'Negro', hex: '#1f1635' },
  { id: 'rojo', label: 'Rojo', hex: '#e63946' },
  { id: 'naranja', label: 'Naranja', hex: '#f77f00' },
  { id: 'amarillo', label: 'Amarillo', hex: '#ffd60a' },
  { id: 'verde', label: 'Verde', hex: '#2a9d3f' },
  { id: 'azul', label: 'Azul', hex: '#1d70d6' },
  { id: 'morado', label: 'Morado', hex: '#7b2cbf' },
  { id: 'rosado', label: 'Rosado', hex: '#ff70a6' },
  { id: 'cafe', label: 'Café', hex: '#8b5a2b' },
  { id: 'blanco', label: 'Blanco', hex: '#ffffff' },
] as const;
export type ColourId = (typeof COLOURS)[number]['id'];

/** Brush, eraser and shape line widths, in canvas pixels (the canvas is CANVAS_SIZE wide). */
export const SIZES = [
  { id: 'fino', label: 'Fino', pixels: 4 },
  { id: 'mediano', label: 'Mediano', pixels: 12 },
  { id: 'grueso', label: 'Grueso', pixels: 24 },
  { id: 'enorme', label: 'Enorme', pixels: 48 },
] as const;
export type SizeId = (typeof SIZES)[number]['id'];

/** The six characters of the stories, as stamps (drawn as small vector badges, no image files). */
export const STAMPS = [
  { id: 'francesca', label: 'Francesca', icon: '👧' },
  { id: 'chispas', label: 'Chispas', icon: '✨' },
  { id: 'sombra', label: 'Sombra', icon: '🐈‍⬛' },
  { id: 'leo', label: 'Leo', icon: '🍋' },
  { id: 'don_ramon', label: 'Don Ramón', icon: '🍊' },
  { id: 'don_ernesto', label: 'Don Ernesto', icon: '🕰️' },
] as const;
export type StampId = (typeof STAMPS)[number]['id'];

/** Size of a stamp on the canvas, in canvas pixels. */
export const STAMP_SIZE = 140;

/** The sheet, in pixels: 4:3, drawn scaled to the page's width (a 360 px phone shows it at about a quarter). */
export const CANVAS_SIZE = { width: 1200, height: 900 } as const;

/** The paper's colour: the eraser paints it, and a cleared sheet is all of it. */
export const PAPER = '#ffffff';

export interface ToolSettings {
  tool: ToolId;
  colour: ColourId;
  size: SizeId;
  stamp: StampId;
}

export const DEFAULT_SETTINGS: ToolSettings = { tool: 'brush', colour: 'rojo', size: 'mediano', stamp: 'francesca' };

export function colourHex(id: ColourId): string {
  return COLOURS.find((colour) => colour.id === id)?.hex ?? COLOURS[0].hex;
}

export function sizePixels(id: SizeId): number {
  return SIZES.find((size) => size.id === id)?.pixels ?? SIZES[1].pixels;
}

/** Which choices a tool uses: the toolbar shows only those. */
export function toolUses(tool: ToolId): { colour: boolean; size: boolean; stamp: boolean } {
  return {
    colour: tool !== 'eraser' && tool !== 'stamp',
    size: tool === 'brush' || tool === 'eraser' || tool === 'line' || tool === 'rect' || tool === 'circle',
    stamp: tool === 'stamp',
  };
}
