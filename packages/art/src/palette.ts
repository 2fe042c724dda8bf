/**
 * The one palette of the illustrations: every fill and stroke of every SVG in ../svg is one of
 * these (checked by artFiles.test.ts), so the portraits and covers keep one look. The book
 * colours are the books' own (svc-content's book data); the rest are warm, flat tones.
 */
export const ART_PALETTE = {
  ink: '#3B2A4A',
  white: '#FFFFFF',
  skinLight: '#F6CBA5',
  skinTan: '#D9976A',
  skinBrown: '#A86B45',
  cheek: '#F9A8D4',
  hairBrown: '#6B3E26',
  hairDark: '#2F2433',
  grey: '#C9C5CF',
  catBlack: '#26222E',
  wood: '#92400E',
  amberDark: '#B45309',
  leafDark: '#15803D',
  red: '#EF4444',
  yellow: '#FACC15',
  yellowSoft: '#FEF3C7',
  pink: '#EC4899',
  pinkSoft: '#FBCFE8',
  green: '#22C55E',
  greenSoft: '#DCFCE7',
  blue: '#3B82F6',
  blueSoft: '#DBEAFE',
  orange: '#F59E0B',
  orangeSoft: '#FFEDD5',
  purple: '#8B5CF6',
  purpleSoft: '#EDE9FE',
} as const;

/**
 * Shape conventions: flat shapes only (no gradients, filters, images, text or scripts), so a file
 * stays a few KB, renders the same everywhere and carries nothing but drawing.
 */
export const ART_ELEMENTS: readonly string[] = ['svg', 'title', 'g', 'circle', 'ellipse', 'rect', 'path', 'polygon', 'line'];

/** Attributes a drawing may use; anything else (href, style, on*, class, id) is refused. */
export const ART_ATTRIBUTES: readonly string[] = [
  'xmlns',
  'viewBox',
  'width',
  'height',
  'role',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'd',
  'points',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'transform',
];

/** The only translucency used: glows and soft light. */
export const ART_OPACITIES: readonly string[] = ['0.5'];

/** Thin lines for features, thick ones for handles and trunks. */
export const ART_MAX_STROKE_WIDTH = 10;

/** Issue 17: each file at most 30 KB gzipped; these drawings aim at a few KB. */
export const ART_MAX_GZIP_BYTES = 30 * 1024;
