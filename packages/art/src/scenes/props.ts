import { C, el, starPath } from './canvas';

/**
 * The things of the books. Each draws with its bottom centre on (0, 0): a scene puts it on the
 * ground, on a table (y) or in a character's hands.
 */
export interface Prop {
  name: string;
  draw: () => string;
}

const line = (width: number, colour: string = C.ink) => ({ stroke: colour, 'stroke-width': width, 'stroke-linejoin': 'round' });
const coin = (x: number, y: number, r = 9) => el('circle', { cx: x, cy: y, r, fill: C.yellow, ...line(2, C.amberDark) });

export const PROPS = {
  cofre: {
    name: 'un cofre antiguo abierto del que sale luz',
    draw: () =>
      el('path', { d: 'M0 -70L-70 -170h140z', fill: C.yellow, opacity: '0.5' }) +
      el('rect', { x: -60, y: -60, width: 120, height: 60, fill: C.wood, ...line(3) }) +
      el('path', { d: 'M-60 -60l-8 -30h136l-8 30z', fill: C.amberDark, ...line(3) }) +
      el('rect', { x: -10, y: -46, width: 20, height: 20, rx: 4, fill: C.yellow, ...line(2) }) +
      el('path', { d: 'M-60 -36h50M10 -36h50', stroke: C.yellow, 'stroke-width': 4 }),
  },
  cuaderno: {
    name: 'un cuaderno de tapas azules que brilla',
    draw: () =>
      el('circle', { cx: 0, cy: -22, r: 34, fill: C.yellow, opacity: '0.5' }) +
      el('path', { d: 'M-34 -4l34 6v-36l-34 -6zM34 -4l-34 6v-36l34 -6z', fill: C.blue, ...line(2) }) +
      el('path', { d: 'M-28 -10l28 5v-30l-28 -5zM28 -10l-28 5v-30l28 -5z', fill: C.white }),
  },
  libreta: {
    name: 'una libreta de tapa morada',
    draw: () =>
      el('rect', { x: -22, y: -56, width: 44, height: 56, rx: 4, fill: C.purple, ...line(2) }) +
      el('path', { d: 'M-12 -40h24M-12 -28h24M-12 -16h16', stroke: C.purpleSoft, 'stroke-width': 3 }),
  },
  alcancia: {
    name: 'una alcancía de cerdito rosado',
    draw: () =>
      el('ellipse', { cx: 0, cy: -30, rx: 38, ry: 28, fill: C.pinkSoft, ...line(3) }) +
      el('path', { d: 'M-22 -4v4M22 -4v4', stroke: C.pink, 'stroke-width': 8 }) +
      el('path', { d: 'M-12 -56l-8 -12l14 4z', fill: C.pink }) +
      el('ellipse', { cx: 38, cy: -30, rx: 7, ry: 9, fill: C.pink, ...line(2) }) +
      el('circle', { cx: 18, cy: -38, r: 3, fill: C.ink }) +
      el('path', { d: 'M-6 -58h14', stroke: C.ink, 'stroke-width': 3 }),
  },
  frascos: {
    name: 'tres frascos de vidrio para ahorrar, gastar y compartir',
    draw: () =>
      [-52, 0, 52]
        .map(
          (x, i) =>
            el('rect', { x: x - 20, y: -60, width: 40, height: 60, rx: 6, fill: C.blueSoft, ...line(3) }) +
            el('rect', { x: x - 16, y: -10 - 14 * (i + 1), width: 32, height: 14 * (i + 1) + 6, fill: C.yellow }) +
            el('rect', { x: x - 22, y: -68, width: 44, height: 10, rx: 3, fill: [C.green, C.orange, C.pink][i] }),
        )
        .join(''),
  },
  monedas: {
    name: 'monedas',
    draw: () => coin(-14, -8) + coin(-14, -16) + coin(-14, -24) + coin(8, -8) + coin(8, -16) + coin(26, -8),
  },
  limonada: {
    name: 'un puesto de limonada con una jarra y vasos',
    draw: () =>
      el('rect', { x: -80, y: -70, width: 160, height: 70, fill: C.yellowSoft, ...line(3) }) +
      el('path', { d: 'M-80 -50h160M-80 -30h160', stroke: C.yellow, 'stroke-width': 6 }) +
      el('rect', { x: -90, y: -80, width: 180, height: 12, fill: C.wood }) +
      el('path', { d: 'M-86 -80v-80M86 -80v-80', stroke: C.wood, 'stroke-width': 6 }) +
      el('path', { d: 'M-96 -160h192l-16 -26h-160z', fill: C.yellow, ...line(3) }) +
      el('path', { d: 'M-46 -80l-6 -44h34l-6 44z', fill: C.yellow, opacity: '0.5' }) +
      el('path', { d: 'M-46 -80l-6 -44h34l-6 44z', fill: 'none', ...line(3) }) +
      [20, 46].map((x) => el('path', { d: `M${x - 9} -80l-3 -22h24l-3 22z`, fill: C.white, ...line(2) })).join('') +
      el('circle', { cx: 72, cy: -90, r: 9, fill: C.yellow, ...line(2) }),
  },
  limones: {
    name: 'una canasta de limones',
    draw: () =>
      el('path', { d: 'M-40 -30h80l-10 30h-60z', fill: C.wood, ...line(2) }) +
      [-24, 0, 24, -12, 12].map((x, i) => el('ellipse', { cx: x, cy: i < 3 ? -34 : -46, rx: 13, ry: 10, fill: C.yellow, ...line(2) })).join(''),
  },
  frutas: {
    name: 'una caja de naranjas y manzanas',
    draw: () =>
      el('rect', { x: -50, y: -36, width: 100, height: 36, fill: C.orangeSoft, ...line(3) }) +
      el('path', { d: 'M-50 -18h100', stroke: C.wood, 'stroke-width': 3 }) +
      [-32, -10, 12, 34, -20, 2, 24]
        .map((x, i) => el('circle', { cx: x, cy: i < 4 ? -42 : -58, r: 12, fill: i % 2 === 0 ? C.orange : C.red, ...line(2) }))
        .join(''),
  },
  reloj: {
    name: 'un reloj de pie de madera',
    draw: () =>
      el('rect', { x: -30, y: -200, width: 60, height: 200, rx: 8, fill: C.wood, ...line(3) }) +
      el('circle', { cx: 0, cy: -160, r: 24, fill: C.white, ...line(3) }) +
      el('path', { d: 'M0 -160v-16M0 -160l10 6', stroke: C.ink, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M0 -124v50', stroke: C.yellow, 'stroke-width': 3 }) +
      el('circle', { cx: 0, cy: -66, r: 10, fill: C.yellow, ...line(2) }),
  },
  arbol: {
    name: 'un árbol joven con raíces',
    draw: () =>
      el('path', { d: 'M-8 0v-120h16V0zM-8 0l-20 10M8 0l20 10M0 0v12', fill: C.wood, stroke: C.wood, 'stroke-width': 5 }) +
      el('circle', { cx: 0, cy: -150, r: 50, fill: C.leafDark }) +
      el('circle', { cx: -40, cy: -120, r: 30, fill: C.green }) +
      el('circle', { cx: 40, cy: -120, r: 30, fill: C.green }) +
      coin(-20, -150, 8) +
      coin(22, -136, 8) +
      coin(0, -176, 8),
  },
  matera: {
    name: 'una matera con un brote',
    draw: () =>
      el('path', { d: 'M-26 -40h52l-8 40h-36z', fill: C.amberDark, ...line(3) }) +
      el('path', { d: 'M0 -40q0 -20 -4 -30', fill: 'none', stroke: C.green, 'stroke-width': 4 }) +
      el('path', { d: 'M-4 -66q-16 -4 -20 -16q14 0 20 14zM-2 -60q14 -10 24 -6q-10 10 -24 6z', fill: C.green }),
  },
  tomatera: {
    name: 'una mata de tomate con tomates rojos',
    draw: () =>
      el('path', { d: 'M-30 -44h60l-10 44h-40z', fill: C.amberDark, ...line(3) }) +
      el('path', { d: 'M0 -44v-100M0 -90l-26 -20M0 -112l24 -18', stroke: C.leafDark, 'stroke-width': 5 }) +
      el('circle', { cx: -10, cy: -120, r: 26, fill: C.green }) +
      el('circle', { cx: 16, cy: -100, r: 24, fill: C.green }) +
      [
        [-22, -112],
        [4, -132],
        [22, -92],
        [-6, -90],
      ]
        .map(([x, y]) => el('circle', { cx: x, cy: y, r: 9, fill: C.red }))
        .join(''),
  },
  bicicleta: {
    name: 'una bicicleta',
    draw: () =>
      el('circle', { cx: -44, cy: -30, r: 28, fill: 'none', ...line(5) }) +
      el('circle', { cx: 44, cy: -30, r: 28, fill: 'none', ...line(5) }) +
      el('path', {
        d: 'M-44 -30l30 -40h46l12 40M-14 -70l14 40l32 -40M0 -30h-44M-18 -80h14M32 -70l-6 -20h14',
        fill: 'none',
        stroke: C.red,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  },
  caja: {
    name: 'una caja de cartón llena de cosas para reciclar',
    draw: () =>
      el('circle', { cx: -20, cy: -64, r: 12, fill: C.blue }) +
      el('rect', { x: 4, y: -84, width: 14, height: 34, rx: 4, fill: C.green }) +
      el('circle', { cx: 30, cy: -62, r: 8, fill: C.red }) +
      el('rect', { x: -50, y: -60, width: 100, height: 60, fill: C.orange, ...line(3) }) +
      el('path', { d: 'M-50 -60l-14 -18M50 -60l14 -18', stroke: C.orange, 'stroke-width': 8 }),
  },
  carrito: {
    name: 'un carrito hecho con una caja y tapas de botella',
    draw: () =>
      el('rect', { x: -44, y: -46, width: 88, height: 30, fill: C.orange, ...line(3) }) +
      el('rect', { x: -20, y: -66, width: 40, height: 22, fill: C.orangeSoft, ...line(3) }) +
      el('circle', { cx: -26, cy: -12, r: 12, fill: C.red, ...line(3) }) +
      el('circle', { cx: 26, cy: -12, r: 12, fill: C.blue, ...line(3) }),
  },
  cohete: {
    name: 'un cohete de cartón',
    draw: () =>
      el('path', { d: 'M-18 -20v-90q18 -40 36 0v90z', fill: C.white, ...line(3) }) +
      el('circle', { cx: 0, cy: -90, r: 9, fill: C.blueSoft, ...line(2) }) +
      el('path', { d: 'M-18 -50l-16 30h16zM18 -50l16 30h-16z', fill: C.red, ...line(2) }) +
      el('path', { d: 'M-10 -20l10 20l10 -20z', fill: C.orange }),
  },
  pintura: {
    name: 'potes de pintura y un pincel',
    draw: () =>
      [
        [-30, C.red],
        [0, C.blue],
        [30, C.yellow],
      ]
        .map(([x, fill]) => el('rect', { x: Number(x) - 12, y: -30, width: 24, height: 30, fill: String(fill), ...line(2) }))
        .join('') +
      el('path', { d: 'M50 0l24 -60', stroke: C.wood, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M70 -56l8 -18l6 4z', fill: C.green }),
  },
  cartel: {
    name: 'un cartel de colores',
    draw: () =>
      el('path', { d: 'M-6 0v-60M6 0v-60', stroke: C.wood, 'stroke-width': 6 }) +
      el('rect', { x: -60, y: -150, width: 120, height: 90, rx: 6, fill: C.white, ...line(3) }) +
      el('path', { d: starPath(-30, -118, 16), fill: C.yellow }) +
      el('circle', { cx: 20, cy: -124, r: 14, fill: C.pink }) +
      el('path', { d: 'M-40 -80h80', stroke: C.blue, 'stroke-width': 8, 'stroke-linecap': 'round' }),
  },
  pan: {
    name: 'una canasta de panes dorados',
    draw: () =>
      el('path', { d: 'M-46 -34h92l-12 34h-68z', fill: C.wood, ...line(2) }) +
      [-24, 0, 24].map((x) => el('ellipse', { cx: x, cy: -38, rx: 18, ry: 12, fill: C.orange, ...line(2, C.amberDark) })).join(''),
  },
  galletas: {
    name: 'una bandeja de galletas con forma de estrella',
    draw: () =>
      el('rect', { x: -56, y: -10, width: 112, height: 10, rx: 4, fill: C.grey, ...line(2) }) +
      [-36, 0, 36].map((x) => el('path', { d: starPath(x, -24, 16), fill: C.orange, ...line(2, C.amberDark) })).join(''),
  },
  receta: {
    name: 'un cuaderno viejo de recetas',
    draw: () =>
      el('path', { d: 'M-40 0l40 -8v-40l-40 8zM40 0l-40 -8v-40l40 8z', fill: C.yellowSoft, ...line(3) }) +
      el('path', { d: 'M-30 -16l22 -4M-30 -26l22 -4M30 -16l-22 -4M30 -26l-22 -4', stroke: C.wood, 'stroke-width': 2 }),
  },
  columpio: {
    name: 'un columpio',
    draw: () =>
      el('path', { d: 'M-70 0l20 -150h100l20 150', fill: 'none', stroke: C.red, 'stroke-width': 8, 'stroke-linejoin': 'round' }) +
      el('path', { d: 'M-20 -150v110M20 -150v110', stroke: C.ink, 'stroke-width': 2 }) +
      el('rect', { x: -28, y: -42, width: 56, height: 8, fill: C.wood }),
  },
  'columpio-roto': {
    name: 'un columpio roto, con el asiento colgando de una sola cadena',
    draw: () =>
      el('path', { d: 'M-70 0l20 -150h100l20 150', fill: 'none', stroke: C.grey, 'stroke-width': 8, 'stroke-linejoin': 'round' }) +
      el('path', { d: 'M-20 -150v110M20 -150v40', stroke: C.ink, 'stroke-width': 2 }) +
      el('path', { d: 'M-24 -40l40 30', stroke: C.wood, 'stroke-width': 8 }),
  },
  pulseras: {
    name: 'pulseras tejidas de colores',
    draw: () =>
      [
        [-36, C.red],
        [-12, C.yellow],
        [12, C.blue],
        [36, C.green],
      ]
        .map(([x, colour]) => el('ellipse', { cx: Number(x), cy: -16, rx: 12, ry: 16, fill: 'none', stroke: String(colour), 'stroke-width': 6 }))
        .join(''),
  },
  bombillo: {
    name: 'un bombillo encendido',
    draw: () =>
      el('circle', { cx: 0, cy: -44, r: 40, fill: C.yellow, opacity: '0.5' }) +
      el('circle', { cx: 0, cy: -48, r: 24, fill: C.yellow, ...line(3) }) +
      el('rect', { x: -10, y: -24, width: 20, height: 18, fill: C.grey, ...line(2) }),
  },
  mesa: {
    name: 'una mesa de madera',
    draw: () =>
      el('rect', { x: -80, y: -70, width: 160, height: 12, fill: C.wood, ...line(2) }) +
      el('path', { d: 'M-66 -58V0M66 -58V0', stroke: C.wood, 'stroke-width': 10 }),
  },
  regalo: {
    name: 'un regalo con un lazo',
    draw: () =>
      el('rect', { x: -36, y: -56, width: 72, height: 56, fill: C.pink, ...line(3) }) +
      el('path', { d: 'M0 -56V0M-36 -28h72', stroke: C.yellow, 'stroke-width': 8 }) +
      el('path', { d: 'M0 -56q-26 -26 -26 -4zM0 -56q26 -26 26 -4z', fill: C.yellow, ...line(2) }),
  },
  libros: {
    name: 'una pila de libros',
    draw: () =>
      [
        [C.red, 0],
        [C.blue, -14],
        [C.green, -28],
        [C.yellow, -42],
      ]
        .map(([fill, y], i) => el('rect', { x: -34 + (i % 2) * 6, y: Number(y) - 14, width: 64, height: 14, rx: 2, fill: String(fill), ...line(2) }))
        .join(''),
  },
  robot: {
    name: 'un juguete brillante en la vitrina de una tienda',
    draw: () =>
      el('path', { d: starPath(-40, -110, 10) + starPath(44, -96, 8), fill: C.yellow }) +
      el('rect', { x: -26, y: -70, width: 52, height: 56, rx: 6, fill: C.grey, ...line(3) }) +
      el('rect', { x: -20, y: -112, width: 40, height: 36, rx: 6, fill: C.grey, ...line(3) }) +
      el('circle', { cx: -8, cy: -96, r: 5, fill: C.blue }) +
      el('circle', { cx: 8, cy: -96, r: 5, fill: C.blue }) +
      el('path', { d: 'M0 -112v-12', stroke: C.ink, 'stroke-width': 3 }) +
      el('circle', { cx: 0, cy: -126, r: 5, fill: C.red }) +
      el('path', { d: 'M-18 -14v14M18 -14v14', stroke: C.ink, 'stroke-width': 8 }),
  },
  herramientas: {
    name: 'pegamento, tijeras y cinta',
    draw: () =>
      el('rect', { x: -50, y: -40, width: 20, height: 40, rx: 4, fill: C.white, ...line(2) }) +
      el('rect', { x: -46, y: -50, width: 12, height: 10, fill: C.orange }) +
      el('circle', { cx: 0, cy: -12, r: 8, fill: 'none', ...line(3) }) +
      el('circle', { cx: 18, cy: -12, r: 8, fill: 'none', ...line(3) }) +
      el('path', { d: 'M4 -18l20 -30M14 -18l-8 -30', stroke: C.grey, 'stroke-width': 4 }) +
      el('circle', { cx: 50, cy: -14, r: 14, fill: C.blue, ...line(2) }) +
      el('circle', { cx: 50, cy: -14, r: 5, fill: C.white }),
  },
  horno: {
    name: 'un horno de panadería',
    draw: () =>
      el('rect', { x: -70, y: -140, width: 140, height: 140, rx: 10, fill: C.grey, ...line(3) }) +
      el('rect', { x: -50, y: -110, width: 100, height: 60, rx: 6, fill: C.orange, ...line(3) }) +
      el('circle', { cx: 0, cy: -80, r: 18, fill: C.yellow, opacity: '0.5' }) +
      el('path', { d: 'M-40 -30h80', stroke: C.ink, 'stroke-width': 6, 'stroke-linecap': 'round' }),
  },
} satisfies Record<string, Prop>;

export type PropId = keyof typeof PROPS;
