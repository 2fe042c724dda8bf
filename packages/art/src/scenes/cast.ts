import { C, el, starPath } from './canvas';

/**
 * The characters of the scenes, drawn with the portraits' look (packages/art/svg): the same skin,
 * hair, clothes and features, as full figures. Each draws around its own origin: people and Sombra
 * stand with their feet on (0, 0), Chispas flies centred on it; a scene moves and scales them.
 */

export const EXPRESSIONS = ['alegre', 'sorpresa', 'pensando', 'triste'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

export const PERSON_POSES = ['de-pie', 'saludando', 'celebrando', 'sosteniendo'] as const;
export const CAT_POSES = ['sentado', 'caminando'] as const;
export const FIREFLY_POSES = ['volando', 'brillando'] as const;

interface Look {
  skin: string;
  hair: string;
  hairStyle: 'coletas' | 'corto' | 'trenza' | 'dos-trenzas' | 'rizado' | 'mono' | 'canas' | 'peinado' | 'gorra';
  shirt: string;
  /** A dress instead of a shirt and trousers. */
  dress?: boolean;
  trousers?: string;
  extras?: ('moño' | 'gafas' | 'bigote' | 'delantal' | 'corbatín' | 'chaleco')[];
}

export interface CastMember {
  /** How the alt text names them (a scene's alt must name everyone in it). */
  name: string;
  poses: readonly string[];
  /** Size against a child of the books (adults are taller, Sombra and Chispas smaller). */
  scale: number;
  /** Height above the ground of its origin when a scene gives no y (Chispas flies). */
  lift: number;
  draw: (pose: string, expression: Expression) => string;
}

const stroke = (width: number, colour: string = C.ink) => ({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });

/** Eyebrows, eyes and mouth of a face centred on (0, cy); eyes `gap` apart from the middle. */
function face(cy: number, expression: Expression, gap = 11, glasses = false): string {
  const eyeY = expression === 'pensando' ? cy - 2 : cy;
  const eyeR = expression === 'sorpresa' ? 4.5 : 3.5;
  let parts = el('circle', { cx: -gap, cy: eyeY, r: eyeR, fill: C.ink }) + el('circle', { cx: gap, cy: eyeY, r: eyeR, fill: C.ink });
  if (glasses)
    parts +=
      el('circle', { cx: -gap, cy, r: 8, ...stroke(2.5) }) +
      el('circle', { cx: gap, cy, r: 8, ...stroke(2.5) }) +
      el('path', { d: `M${-gap + 8} ${cy}h${2 * gap - 16}`, ...stroke(2.5) });
  if (expression === 'sorpresa') parts += el('path', { d: `M${-gap - 5} ${cy - 13}q5 -4 10 0M${gap - 5} ${cy - 13}q5 -4 10 0`, ...stroke(2) });
  if (expression === 'triste') parts += el('path', { d: `M${-gap - 5} ${cy - 9}l10 -3M${gap + 5} ${cy - 9}l-10 -3`, ...stroke(2) });
  if (expression === 'pensando') parts += el('path', { d: `M${gap - 5} ${cy - 13}l10 -3`, ...stroke(2) });
  parts += el('circle', { cx: -gap - 7, cy: cy + 10, r: 4.5, fill: C.cheek }) + el('circle', { cx: gap + 7, cy: cy + 10, r: 4.5, fill: C.cheek });
  const mouthY = cy + 13;
  const mouths: Record<Expression, string> = {
    alegre: el('path', { d: `M-9 ${mouthY}q9 9 18 0`, ...stroke(3) }),
    sorpresa: el('ellipse', { cx: 0, cy: mouthY + 2, rx: 4, ry: 5, fill: C.ink }),
    pensando: el('path', { d: `M-2 ${mouthY + 2}h9`, ...stroke(3) }),
    triste: el('path', { d: `M-8 ${mouthY + 4}q8 -7 16 0`, ...stroke(3) }),
  };
  return parts + mouths[expression];
}

/** Arm ends (hands) by pose, from shoulders at (±22, -96) of a child-sized figure. */
const HANDS: Record<string, [[number, number], [number, number]]> = {
  'de-pie': [
    [-32, -54],
    [32, -54],
  ],
  saludando: [
    [-32, -54],
    [44, -146],
  ],
  celebrando: [
    [-44, -146],
    [44, -146],
  ],
  sosteniendo: [
    [-16, -68],
    [16, -68],
  ],
};

function hairBack(look: Look): string {
  const { hair } = look;
  switch (look.hairStyle) {
    case 'coletas':
      return el('circle', { cx: -32, cy: -136, r: 13, fill: hair }) + el('circle', { cx: 32, cy: -136, r: 13, fill: hair });
    case 'dos-trenzas':
      return (
        el('path', { d: 'M-30 -136q-8 30 -2 50M30 -136q8 30 2 50', ...stroke(9, hair) }) +
        el('circle', { cx: -32, cy: -84, r: 5, fill: C.purple }) +
        el('circle', { cx: 32, cy: -84, r: 5, fill: C.purple })
      );
    case 'trenza':
      return el('path', { d: 'M24 -140q14 24 6 56', ...stroke(10, hair) }) + el('circle', { cx: 30, cy: -82, r: 5, fill: C.red });
    case 'mono':
      return el('circle', { cx: 0, cy: -170, r: 14, fill: hair });
    default:
      return '';
  }
}

function hairFront(look: Look): string {
  const { hair } = look;
  switch (look.hairStyle) {
    case 'coletas':
    case 'dos-trenzas':
    case 'trenza':
      return el('path', { d: 'M-30 -134c0 -22 13 -34 30 -34s30 12 30 34c-7 -10 -17 -17 -30 -17s-23 7 -30 17z', fill: hair });
    case 'corto':
      return el('path', { d: 'M-30 -138c0 -20 13 -30 30 -30s30 10 30 30l-9 -9l-7 5l-7 -9l-7 7l-7 -7l-7 9l-7 -5z', fill: hair });
    case 'rizado':
      return [-22, -11, 0, 11, 22].map((x, i) => el('circle', { cx: x, cy: -160 + (i % 2) * 4, r: 11, fill: hair })).join('');
    case 'mono':
      return el('path', { d: 'M-30 -136c0 -20 13 -32 30 -32s30 12 30 32q-12 -14 -30 -14t-30 14z', fill: hair });
    case 'canas':
      return el('path', { d: 'M-30 -128c-4 -12 0 -22 7 -26q2 14 2 26zM30 -128c4 -12 0 -22 -7 -26q-2 14 -2 26z', fill: hair });
    case 'peinado':
      return el('path', { d: 'M-30 -138c0 -18 12 -28 30 -28s30 10 30 28q-5 -12 -18 -14q-12 5 -24 0q-12 2 -18 14z', fill: hair });
    case 'gorra':
      return el('path', { d: 'M-31 -140c0 -18 13 -30 31 -30s31 12 31 30z', fill: hair }) + el('path', { d: 'M20 -142h26q0 6 -8 6h-18z', fill: hair });
  }
}

function person(look: Look): CastMember['draw'] {
  const extras = new Set(look.extras ?? []);
  return (pose, expression) => {
    const [left, right] = HANDS[pose] ?? HANDS['de-pie']!;
    const legs = look.trousers ?? look.skin;
    let body = hairBack(look);
    body += el('rect', { x: -15, y: -52, width: 11, height: 48, fill: legs }) + el('rect', { x: 4, y: -52, width: 11, height: 48, fill: legs });
    body += el('ellipse', { cx: -10, cy: -3, rx: 10, ry: 5, fill: C.ink }) + el('ellipse', { cx: 10, cy: -3, rx: 10, ry: 5, fill: C.ink });
    for (const [x, y] of [left, right]) body += el('path', { d: `M${x < 0 ? -20 : 20} -94L${x} ${y}`, ...stroke(10, look.shirt) });
    body += el('path', { d: look.dress ? 'M-36 -44L-22 -102q22 -10 44 0L36 -44z' : 'M-25 -48L-22 -102q22 -10 44 0L25 -48z', fill: look.shirt });
    if (extras.has('chaleco')) body += el('path', { d: 'M-25 -48L-22 -102q10 -4 16 -2L0 -56zM25 -48L22 -102q-10 -4 -16 -2L0 -56z', fill: C.blue });
    if (extras.has('delantal')) body += el('path', { d: 'M-16 -96h32v50h-32zM-16 -96l-6 -8M16 -96l6 -8', fill: C.white, stroke: C.white, 'stroke-width': 3 });
    for (const [x, y] of [left, right]) body += el('circle', { cx: x, cy: y, r: 7, fill: look.skin });
    body += el('rect', { x: -7, y: -110, width: 14, height: 12, fill: look.skin });
    if (extras.has('corbatín')) body += el('path', { d: 'M0 -100l-9 -5v10zM0 -100l9 -5v10z', fill: C.red });
    body += el('circle', { cx: 0, cy: -136, r: 30, fill: look.skin });
    body += hairFront(look);
    if (extras.has('moño')) body += el('path', { d: 'M18 -164l11 -7v14zM18 -164l-11 -7v14z', fill: C.yellow });
    body += face(-134, expression, 11, extras.has('gafas'));
    if (extras.has('bigote')) body += el('path', { d: 'M0 -125c-7 -4 -17 -2 -19 7c7 -2 12 -2 19 -4c7 2 12 2 19 4c-2 -9 -12 -11 -19 -7z', fill: C.hairDark });
    return body;
  };
}

function sombra(pose: string, expression: Expression): string {
  const cat = C.catBlack;
  const sitting = pose === 'sentado';
  let body = sitting
    ? el('path', { d: 'M30 -6q34 -6 26 -40q-3 -9 -9 -4q6 16 -11 30z', fill: cat }) + el('ellipse', { cx: 0, cy: -34, rx: 30, ry: 36, fill: cat })
    : el('path', { d: 'M40 -56q30 -20 20 -44', ...stroke(9, cat) }) +
      el('ellipse', { cx: 10, cy: -42, rx: 40, ry: 22, fill: cat }) +
      [-22, -6, 22, 38].map((x) => el('rect', { x, y: -30, width: 8, height: 30, fill: cat })).join('');
  const hx = sitting ? 0 : -30;
  const hy = sitting ? -82 : -72;
  const earsDown = expression === 'triste';
  body += el('path', {
    d: earsDown
      ? `M${hx - 26} ${hy - 6}l-16 -18l26 4zM${hx + 26} ${hy - 6}l16 -18l-26 4z`
      : `M${hx - 24} ${hy - 10}l-4 -26l22 14zM${hx + 24} ${hy - 10}l4 -26l-22 14z`,
    fill: cat,
  });
  body += el('ellipse', { cx: hx, cy: hy, rx: 28, ry: 24, fill: cat });
  const eyeR = expression === 'sorpresa' ? 9 : 7.5;
  const eyeRy = expression === 'pensando' ? 4 : eyeR;
  body +=
    el('ellipse', { cx: hx - 11, cy: hy - 2, rx: eyeR, ry: eyeRy, fill: C.yellow }) +
    el('ellipse', { cx: hx + 11, cy: hy - 2, rx: eyeR, ry: eyeRy, fill: C.yellow });
  body +=
    expression === 'sorpresa'
      ? el('circle', { cx: hx - 11, cy: hy - 2, r: 4, fill: C.ink }) + el('circle', { cx: hx + 11, cy: hy - 2, r: 4, fill: C.ink })
      : el('ellipse', { cx: hx - 10, cy: hy - 1, rx: 2, ry: eyeRy - 2.5, fill: C.ink }) +
        el('ellipse', { cx: hx + 10, cy: hy - 1, rx: 2, ry: eyeRy - 2.5, fill: C.ink });
  body += el('path', { d: `M${hx - 3} ${hy + 9}h6l-3 4z`, fill: C.cheek });
  const mouth: Record<Expression, string> = {
    alegre: `M${hx - 6} ${hy + 15}q3 3 6 0q3 3 6 0`,
    sorpresa: `M${hx - 3} ${hy + 17}h6`,
    pensando: `M${hx - 4} ${hy + 16}h8`,
    triste: `M${hx - 5} ${hy + 18}q5 -4 10 0`,
  };
  body += el('path', { d: `${mouth[expression]}M${hx - 30} ${hy + 8}l16 1M${hx + 30} ${hy + 8}l-16 1`, ...stroke(2, C.grey) });
  return body;
}

function chispas(pose: string, expression: Expression): string {
  const glowing = pose === 'brillando';
  let body = el('circle', { cx: 0, cy: 40, r: glowing ? 42 : 24, fill: C.yellow, opacity: '0.5' });
  if (glowing) body += el('path', { d: starPath(-46, 0, 9) + starPath(48, 12, 8) + starPath(30, 78, 7), fill: C.yellow });
  const wingY = pose === 'volando' ? -4 : 6;
  body += el('ellipse', { cx: -24, cy: wingY, rx: 20, ry: 12, fill: C.blueSoft, stroke: C.ink, 'stroke-width': 2 });
  body += el('ellipse', { cx: 24, cy: wingY, rx: 20, ry: 12, fill: C.blueSoft, stroke: C.ink, 'stroke-width': 2 });
  body += el('ellipse', { cx: 0, cy: 38, rx: 14, ry: 16, fill: C.yellow });
  body += el('ellipse', { cx: 0, cy: 16, rx: 14, ry: 12, fill: C.purple });
  body += el('path', { d: 'M-9 -26q-6 -14 -14 -16M9 -26q6 -14 14 -16', ...stroke(2) });
  body += el('circle', { cx: -23, cy: -42, r: 4, fill: C.yellow }) + el('circle', { cx: 23, cy: -42, r: 4, fill: C.yellow });
  body += el('circle', { cx: 0, cy: -12, r: 20, fill: C.hairDark });
  body +=
    el('circle', { cx: -8, cy: -13, r: 7.5, fill: C.white, stroke: C.yellow, 'stroke-width': 2.5 }) +
    el('circle', { cx: 8, cy: -13, r: 7.5, fill: C.white, stroke: C.yellow, 'stroke-width': 2.5 });
  const look = expression === 'pensando' ? -2 : 0;
  const pupil = expression === 'sorpresa' ? 2 : 3;
  body += el('circle', { cx: -8, cy: -12 + look, r: pupil, fill: C.ink }) + el('circle', { cx: 8, cy: -12 + look, r: pupil, fill: C.ink });
  const mouths: Record<Expression, string> = {
    alegre: el('path', { d: 'M-6 -1q6 5 12 0', ...stroke(2.5, C.white) }),
    sorpresa: el('circle', { cx: 0, cy: 0, r: 3, fill: C.white }),
    pensando: el('path', { d: 'M-1 0h6', ...stroke(2.5, C.white) }),
    triste: el('path', { d: 'M-6 2q6 -5 12 0', ...stroke(2.5, C.white) }),
  };
  return body + mouths[expression];
}

export const CAST = {
  francesca: {
    name: 'Francesca',
    poses: PERSON_POSES,
    scale: 1,
    lift: 0,
    draw: person({ skin: C.skinLight, hair: C.hairBrown, hairStyle: 'coletas', shirt: C.pink, dress: true, extras: ['moño'] }),
  },
  chispas: { name: 'Chispas', poses: FIREFLY_POSES, scale: 0.9, lift: 190, draw: chispas },
  sombra: { name: 'Sombra', poses: CAT_POSES, scale: 0.9, lift: 0, draw: sombra },
  leo: {
    name: 'Leo',
    poses: PERSON_POSES,
    scale: 1,
    lift: 0,
    draw: person({ skin: C.skinTan, hair: C.hairDark, hairStyle: 'corto', shirt: C.green, trousers: C.blue }),
  },
  don_ramon: {
    name: 'Don Ramón',
    poses: PERSON_POSES,
    scale: 1.22,
    lift: 0,
    draw: person({ skin: C.skinBrown, hair: C.hairDark, hairStyle: 'peinado', shirt: C.orange, trousers: C.hairDark, extras: ['bigote', 'delantal'] }),
  },
  don_ernesto: {
    name: 'Don Ernesto',
    poses: PERSON_POSES,
    scale: 1.2,
    lift: 0,
    draw: person({ skin: C.skinLight, hair: C.grey, hairStyle: 'canas', shirt: C.white, trousers: C.ink, extras: ['gafas', 'corbatín', 'chaleco'] }),
  },
  sam: {
    name: 'Sam',
    poses: PERSON_POSES,
    scale: 1,
    lift: 0,
    draw: person({ skin: C.skinBrown, hair: C.red, hairStyle: 'gorra', shirt: C.yellow, trousers: C.blue }),
  },
  maya: {
    name: 'Maya',
    poses: PERSON_POSES,
    scale: 0.96,
    lift: 0,
    draw: person({ skin: C.skinTan, hair: C.hairDark, hairStyle: 'trenza', shirt: C.green, dress: true }),
  },
  diego: {
    name: 'Diego',
    poses: PERSON_POSES,
    scale: 1,
    lift: 0,
    draw: person({ skin: C.skinLight, hair: C.hairBrown, hairStyle: 'rizado', shirt: C.blue, trousers: C.wood, extras: ['delantal'] }),
  },
  emma: {
    name: 'Emma',
    poses: PERSON_POSES,
    scale: 1,
    lift: 0,
    draw: person({ skin: C.skinBrown, hair: C.hairDark, hairStyle: 'dos-trenzas', shirt: C.purple, trousers: C.pink }),
  },
  abuela: {
    name: 'la abuela',
    poses: PERSON_POSES,
    scale: 1.15,
    lift: 0,
    draw: person({ skin: C.skinLight, hair: C.grey, hairStyle: 'mono', shirt: C.purple, dress: true, extras: ['gafas', 'delantal'] }),
  },
} satisfies Record<string, CastMember>;

export type CastId = keyof typeof CAST;
