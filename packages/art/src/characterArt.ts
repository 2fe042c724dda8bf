import type { CharacterId } from '@universo/contracts';

/**
 * One illustration (../svg/<character id>.svg, ../svg/book-<book id>.svg): the size it reserves on
 * the page and its Spanish text alternative.
 */
export interface ArtEntry {
  width: number;
  height: number;
  /** Describes the picture; the same text is the SVG's own <title>. */
  alt: string;
}

// One constant per portrait, so a page that shows one (the 404's Sombra) carries only its text.

/** The box every portrait reserves on the page (the drawings are square). */
const PORTRAIT_SIZE = { width: 160, height: 160 } as const;

/** A portrait's entry: the common box and the picture's own description. */
function portrait(alt: string): ArtEntry {
  return { ...PORTRAIT_SIZE, alt };
}

export const FRANCESCA_ART = /* @__PURE__ */ portrait(
  'Francesca, una niña de ocho años con coletas castañas, moño amarillo y vestido rosado, sonríe con curiosidad.',
);

export const CHISPAS_ART = /* @__PURE__ */ portrait('Chispas, una luciérnaga con gafitas redondas, alas transparentes y la colita encendida de amarillo.');

export const SOMBRA_ART = /* @__PURE__ */ portrait('Sombra, un gato negro de ojos amarillos y redondos, con las orejas un poco bajas: tímido, pero atento.');

export const LEO_ART = /* @__PURE__ */ portrait('Leo, un niño de pelo negro corto y camiseta verde, sonríe con un limón en la mano.');

export const DON_RAMON_ART = /* @__PURE__ */ portrait(
  'Don Ramón, un señor de bigote con delantal blanco sobre camisa naranja, sostiene una naranja de su puesto de frutas y verduras.',
);

export const DON_ERNESTO_ART = /* @__PURE__ */ portrait(
  'Don Ernesto, un señor de pelo gris con gafas redondas, corbatín y chaleco, sostiene su lupa de relojero.',
);

/**
 * The six portraits, drawn from the books' descriptions (packages/characters and the chapters):
 * Chispas' round glasses and lit tail, Sombra's yellow eyes, Don Ramón's moustache and apron,
 * Don Ernesto's glasses and magnifier, Leo's lemon from the lemonade stand.
 */
export const CHARACTER_ART: Readonly<Record<CharacterId, ArtEntry>> = {
  francesca: FRANCESCA_ART,
  chispas: CHISPAS_ART,
  sombra: SOMBRA_ART,
  leo: LEO_ART,
  don_ramon: DON_RAMON_ART,
  don_ernesto: DON_ERNESTO_ART,
};
