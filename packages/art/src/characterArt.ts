import type { CharacterId } from '@universo/contracts';

/** One illustration: its file in ../svg, the size it reserves on the page, and its Spanish text alternative. */
export interface ArtEntry {
  file: string;
  width: number;
  height: number;
  /** Describes the picture; the same text is the SVG's own <title>. */
  alt: string;
}

/**
 * The six portraits, drawn from the books' descriptions (packages/characters and the chapters):
 * Chispas' round glasses and lit tail, Sombra's yellow eyes, Don Ramón's moustache and apron,
 * Don Ernesto's glasses and magnifier, Leo's lemon from the lemonade stand.
 */
export const CHARACTER_ART: Readonly<Record<CharacterId, ArtEntry>> = {
  francesca: {
    file: 'francesca.svg',
    width: 160,
    height: 160,
    alt: 'Francesca, una niña de ocho años con coletas castañas, moño amarillo y vestido rosado, sonríe con curiosidad.',
  },
  chispas: {
    file: 'chispas.svg',
    width: 160,
    height: 160,
    alt: 'Chispas, una luciérnaga con gafitas redondas, alas transparentes y la colita encendida de amarillo.',
  },
  sombra: {
    file: 'sombra.svg',
    width: 160,
    height: 160,
    alt: 'Sombra, un gato negro de ojos amarillos y redondos, con las orejas un poco bajas: tímido, pero atento.',
  },
  leo: {
    file: 'leo.svg',
    width: 160,
    height: 160,
    alt: 'Leo, un niño de pelo negro corto y camiseta verde, sonríe con un limón en la mano.',
  },
  don_ramon: {
    file: 'don_ramon.svg',
    width: 160,
    height: 160,
    alt: 'Don Ramón, un señor de bigote con delantal blanco sobre camisa naranja, sostiene una naranja de su puesto de frutas y verduras.',
  },
  don_ernesto: {
    file: 'don_ernesto.svg',
    width: 160,
    height: 160,
    alt: 'Don Ernesto, un señor de pelo gris con gafas redondas, corbatín y chaleco, sostiene su lupa de relojero.',
  },
};
