import { C, el, SCENE_GROUND_Y as G, SCENE_HEIGHT as H, SCENE_WIDTH as W, starPath } from './canvas';

/**
 * The places of the books, each a full 640x400 backdrop whose floor starts at SCENE_GROUND_Y.
 * The Spanish name is what a scene's alt text would call it (for writers; not shown).
 */
export interface Background {
  name: string;
  draw: () => string;
}

const sky = (fill: string = C.blueSoft) => el('rect', { width: W, height: H, fill });
const floor = (fill: string, top = G - 14) => el('rect', { y: top, width: W, height: H - top, fill });
const sun = (x: number, y: number) =>
  el('circle', { cx: x, cy: y, r: 30, fill: C.yellow }) + el('circle', { cx: x, cy: y, r: 44, fill: C.yellow, opacity: '0.5' });
const tree = (x: number, crown: string, r = 46) =>
  el('rect', { x: x - 8, y: G - 120, width: 16, height: 110, fill: C.wood }) +
  el('circle', { cx: x, cy: G - 140, r, fill: crown }) +
  el('circle', { cx: x - r * 0.6, cy: G - 118, r: r * 0.6, fill: crown }) +
  el('circle', { cx: x + r * 0.6, cy: G - 118, r: r * 0.6, fill: crown });
const house = (x: number, width: number, height: number, wall: string, roof: string) =>
  el('rect', { x, y: G - 14 - height, width, height, fill: wall, stroke: C.ink, 'stroke-width': 2 }) +
  el('path', {
    d: `M${x - 10} ${G - 14 - height}l${width / 2 + 10} -44l${width / 2 + 10} 44z`,
    fill: roof,
    stroke: C.ink,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  }) +
  el('rect', { x: x + width / 2 - 16, y: G - 74, width: 32, height: 60, fill: C.wood }) +
  el('rect', { x: x + 14, y: G - 14 - height + 24, width: 30, height: 26, fill: C.blueSoft, stroke: C.ink, 'stroke-width': 2 }) +
  el('rect', { x: x + width - 44, y: G - 14 - height + 24, width: 30, height: 26, fill: C.blueSoft, stroke: C.ink, 'stroke-width': 2 });
const shelf = (x: number, y: number, width: number) => el('rect', { x, y, width, height: 8, fill: C.wood });
const bookRow = (x: number, y: number, colours: string[]) =>
  colours
    .map((fill, i) => el('rect', { x: x + i * 16, y: y - 40 + (i % 3) * 4, width: 13, height: 40 - (i % 3) * 4, fill, stroke: C.ink, 'stroke-width': 1 }))
    .join('');
const awning = (x: number, y: number, width: number, a: string, b: string) => {
  const stripes: string[] = [];
  for (let i = 0; i < width / 40; i++) stripes.push(el('path', { d: `M${x + i * 40} ${y}h40v34q-20 14-40 0z`, fill: i % 2 === 0 ? a : b }));
  return stripes.join('');
};
const counter = (x: number, width: number, top: string) =>
  el('rect', { x, y: G - 70, width, height: 60, fill: C.wood, stroke: C.ink, 'stroke-width': 2 }) +
  el('rect', { x: x - 6, y: G - 78, width: width + 12, height: 10, fill: top });

export const BACKGROUNDS = {
  atico: {
    name: 'el ático de la abuela, con vigas de madera y una ventana redonda con lluvia',
    draw: () =>
      sky(C.orangeSoft) +
      el('path', { d: `M0 0h${W}v40L320 ${-10}L0 40z`, fill: C.amberDark }) +
      el('path', { d: 'M0 120L320 0M640 120L320 0', stroke: C.wood, 'stroke-width': 10 }) +
      el('circle', { cx: 320, cy: 110, r: 46, fill: C.blueSoft, stroke: C.wood, 'stroke-width': 8 }) +
      el('path', { d: 'M320 64v92M274 110h92', stroke: C.wood, 'stroke-width': 5 }) +
      el('path', { d: 'M296 84l-4 10M336 82l-4 10M306 124l-4 10M344 120l-4 10', stroke: C.blue, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('rect', { x: 40, y: 230, width: 70, height: 60, fill: C.orange, stroke: C.ink, 'stroke-width': 2 }) +
      el('rect', { x: 60, y: 196, width: 54, height: 34, fill: C.yellowSoft, stroke: C.ink, 'stroke-width': 2 }) +
      el('path', { d: 'M560 150l30 30h-60z', fill: C.green }) +
      el('rect', { x: 556, y: 180, width: 8, height: 150, fill: C.wood }) +
      floor(C.wood) +
      el('path', { d: `M0 ${G + 12}h${W}M0 ${G + 34}h${W}`, stroke: C.amberDark, 'stroke-width': 3 }),
  },
  calle: {
    name: 'una calle del barrio con casas de colores',
    draw: () =>
      sky() +
      sun(560, 62) +
      house(20, 150, 150, C.pinkSoft, C.red) +
      house(230, 170, 180, C.yellowSoft, C.amberDark) +
      house(470, 150, 140, C.greenSoft, C.blue) +
      floor(C.grey) +
      el('path', { d: `M0 ${G + 20}h${W}`, stroke: C.white, 'stroke-width': 4 }),
  },
  mercado: {
    name: 'el mercado del barrio, con toldos de rayas y cajas de frutas',
    draw: () =>
      sky(C.yellowSoft) +
      awning(0, 40, 320, C.red, C.white) +
      awning(320, 40, 320, C.green, C.white) +
      el('rect', { x: 0, y: 30, width: W, height: 12, fill: C.wood }) +
      counter(30, 250, C.orange) +
      counter(360, 250, C.green) +
      [60, 100, 140, 180, 220]
        .map((x, i) => el('circle', { cx: x, cy: G - 90, r: 16, fill: i % 2 === 0 ? C.orange : C.red, stroke: C.ink, 'stroke-width': 2 }))
        .join('') +
      [390, 430, 470, 510, 550, 590]
        .map((x, i) => el('circle', { cx: x, cy: G - 90, r: 15, fill: i % 2 === 0 ? C.yellow : C.green, stroke: C.ink, 'stroke-width': 2 }))
        .join('') +
      floor(C.grey),
  },
  parque: {
    name: 'un parque con árboles, lomas verdes y un guayacán florecido',
    draw: () =>
      sky() +
      sun(80, 64) +
      el('path', { d: `M0 ${G - 40}q160 -70 320 -10t320 -20V${H}H0z`, fill: C.greenSoft }) +
      tree(120, C.leafDark) +
      tree(540, C.yellow, 52) +
      el('path', { d: starPath(520, 190, 6) + starPath(560, 176, 6) + starPath(548, 214, 5), fill: C.orange }) +
      floor(C.green),
  },
  taller: {
    name: 'un taller con estantes, herramientas colgadas y una mesa de trabajo',
    draw: () =>
      sky(C.blueSoft) +
      el('rect', { x: 40, y: 40, width: 220, height: 150, fill: C.orangeSoft, stroke: C.wood, 'stroke-width': 4 }) +
      el('path', { d: 'M80 70v70M120 60v60M160 70l30 50M220 64v80', stroke: C.ink, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 220, cy: 150, r: 10, fill: C.grey, stroke: C.ink, 'stroke-width': 3 }) +
      shelf(360, 100, 240) +
      shelf(360, 170, 240) +
      el('rect', { x: 380, y: 62, width: 50, height: 38, fill: C.amberDark }) +
      el('rect', { x: 450, y: 70, width: 40, height: 30, fill: C.red }) +
      el('rect', { x: 520, y: 56, width: 60, height: 44, fill: C.amberDark }) +
      el('circle', { cx: 400, cy: 150, r: 18, fill: C.blue }) +
      el('rect', { x: 450, y: 132, width: 36, height: 38, fill: C.green }) +
      el('rect', { x: 520, y: 140, width: 56, height: 30, fill: C.yellow }) +
      floor(C.grey),
  },
  jardin: {
    name: 'un jardín con surcos de tierra, una cerca de madera y matas',
    draw: () =>
      sky() +
      sun(580, 60) +
      [20, 80, 140, 200, 260, 320, 380, 440, 500, 560, 620]
        .map((x) => el('rect', { x: x - 8, y: G - 110, width: 16, height: 100, fill: C.yellowSoft, stroke: C.wood, 'stroke-width': 2 }))
        .join('') +
      el('path', { d: `M0 ${G - 84}h${W}M0 ${G - 44}h${W}`, stroke: C.wood, 'stroke-width': 6 }) +
      floor(C.wood) +
      el('path', {
        d: `M0 ${G + 14}q80 -12 160 0t160 0t160 0t160 0M0 ${G + 40}q80 -12 160 0t160 0t160 0t160 0`,
        fill: 'none',
        stroke: C.amberDark,
        'stroke-width': 4,
      }) +
      [60, 180, 300, 420, 540].map((x) => el('path', { d: `M${x} ${G - 4}q-10 -20 -20 -22q12 -2 20 14q8 -16 20 -14q-10 2 -20 22z`, fill: C.green })).join(''),
  },
  panaderia: {
    name: 'una panadería con estantes de pan, un mostrador y una vitrina',
    draw: () =>
      sky(C.yellowSoft) +
      awning(0, 0, 640, C.orange, C.white) +
      shelf(40, 110, 260) +
      shelf(40, 180, 260) +
      [70, 130, 190, 250].map((x) => el('ellipse', { cx: x, cy: 96, rx: 24, ry: 14, fill: C.orange, stroke: C.amberDark, 'stroke-width': 3 })).join('') +
      [70, 130, 190, 250].map((x) => el('circle', { cx: x, cy: 164, r: 15, fill: C.amberDark })).join('') +
      el('rect', { x: 380, y: 60, width: 220, height: 140, fill: C.blueSoft, stroke: C.wood, 'stroke-width': 6 }) +
      el('path', { d: 'M490 60v140', stroke: C.wood, 'stroke-width': 4 }) +
      counter(340, 280, C.white) +
      floor(C.orangeSoft),
  },
  cuarto: {
    name: 'la sala de una casa, con una ventana, un cuadro y un tapete',
    draw: () =>
      sky(C.pinkSoft) +
      el('rect', { x: 60, y: 60, width: 140, height: 110, fill: C.blueSoft, stroke: C.white, 'stroke-width': 8 }) +
      el('path', { d: 'M130 60v110M60 115h140', stroke: C.white, 'stroke-width': 6 }) +
      sun(170, 90) +
      el('rect', { x: 440, y: 70, width: 100, height: 76, fill: C.greenSoft, stroke: C.amberDark, 'stroke-width': 6 }) +
      el('path', { d: 'M452 136l26 -34l20 22l14 -12l18 24z', fill: C.green }) +
      floor(C.orangeSoft) +
      el('ellipse', { cx: 320, cy: G + 22, rx: 220, ry: 18, fill: C.purpleSoft }),
  },
  biblioteca: {
    name: 'la biblioteca del barrio, con estantes llenos de libros',
    draw: () =>
      sky(C.purpleSoft) +
      [90, 170, 250].map((y) => shelf(30, y, 580)).join('') +
      bookRow(40, 90, [C.red, C.blue, C.green, C.yellow, C.purple, C.orange, C.pink, C.blue]) +
      bookRow(330, 90, [C.green, C.red, C.orange, C.blue, C.purple, C.yellow, C.red]) +
      bookRow(60, 170, [C.purple, C.yellow, C.green, C.red, C.blue, C.orange]) +
      bookRow(400, 170, [C.blue, C.pink, C.green, C.yellow, C.red, C.purple, C.orange]) +
      bookRow(120, 250, [C.orange, C.green, C.blue, C.red, C.yellow]) +
      bookRow(380, 250, [C.red, C.purple, C.blue, C.green, C.pink, C.yellow]) +
      floor(C.wood),
  },
  feria: {
    name: 'una feria del barrio con banderines de colores y carpas',
    draw: () =>
      sky() +
      el('path', { d: 'M0 40q320 60 640 0', fill: 'none', stroke: C.ink, 'stroke-width': 2 }) +
      [C.red, C.yellow, C.blue, C.green, C.pink, C.orange, C.purple, C.red, C.yellow, C.blue, C.green, C.pink]
        .map((fill, i) => {
          const x = 20 + i * 52;
          const y = 40 + 60 * (x / 640) * (1 - x / 640) * 4 * 0.5;
          return el('path', { d: `M${x - 14} ${y}h28l-14 26z`, fill });
        })
        .join('') +
      el('path', { d: `M30 ${G - 14}V170l90 -50l90 50v${G - 184}z`, fill: C.pinkSoft, stroke: C.pink, 'stroke-width': 4 }) +
      el('path', { d: `M430 ${G - 14}V180l90 -50l90 50v${G - 194}z`, fill: C.yellowSoft, stroke: C.orange, 'stroke-width': 4 }) +
      floor(C.greenSoft),
  },
} satisfies Record<string, Background>;

export type BackgroundId = keyof typeof BACKGROUNDS;
