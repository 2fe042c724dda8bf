// What the Plan Emprendedor Mágico unlocks: the one table of premium items.
//
// A product person reads and changes this file; every service that serves one of these items
// asks svc-billing for the family's tier and answers 403 (with `premiumItem`) when the family is
// not entitled; the front ends show the premium gate only because a service said so. Anything
// not listed here is free for everybody, visitors included (spec section 1: "first chapter, trial
// games, some downloads, basic weekly challenges, blog articles").

export interface PremiumItem {
  /** What families read on the premium gate and its lock badges. */
  title: string;
  /** The Spanish message of the 403 a service answers when the family is not entitled. */
  message: string;
  /** What exactly is locked, in plain words. */
  covers: string;
  /** Who enforces it (the service answers 403; the gateway asks billing for media files). */
  servedBy: 'svc-content' | 'svc-chat' | 'gateway';
}

export const PREMIUM_ITEMS = {
  'story-chapters': {
    title: 'Los capítulos 2 en adelante',
    message: 'Los capítulos 2 en adelante son parte del Plan Emprendedor Mágico. El capítulo 1 de cada libro es gratis.',
    covers: 'El texto y la narración de los capítulos 2 y siguientes de cada libro. El capítulo 1 de cada libro es gratis.',
    servedBy: 'svc-content',
  },
  'story-narration': {
    title: 'La narración de los capítulos 2 en adelante',
    message: 'La narración de este capítulo es parte del Plan Emprendedor Mágico.',
    covers: 'Los archivos de audio de los capítulos 2 y siguientes (/media/audio/...), que el gateway entrega solo tras preguntar a billing.',
    servedBy: 'gateway',
  },
  characters: {
    title: 'El chat con los personajes',
    message: 'El chat con los personajes es parte del Plan Emprendedor Mágico.',
    covers:
      'La página /personajes y el chat con Chispas, Sombra, Leo, Don Ramón y Don Ernesto. El chat flotante con Francesca es gratis para todos, también para visitantes.',
    servedBy: 'svc-chat',
  },
  'advanced-games': {
    title: 'Los Juegos Avanzados',
    message: 'Los Juegos Avanzados son parte del Plan Emprendedor Mágico.',
    covers: 'Simulador de negocio, juego de inversión y estrategia de mercado: sus reglas y textos llegan del servicio.',
    servedBy: 'svc-content',
  },
  'full-library': {
    title: 'La Biblioteca Completa',
    message: 'La Biblioteca Completa es parte del Plan Emprendedor Mágico.',
    covers: 'Las cuatro categorías de recursos imprimibles y sus descargas (las descargas premium).',
    servedBy: 'svc-content',
  },
  'personalised-challenges': {
    title: 'Los Retos Personalizados',
    message: 'Los Retos Personalizados son parte del Plan Emprendedor Mágico.',
    covers: 'Los retos por edad y sus puntos. Los cuatro retos semanales básicos son gratis.',
    servedBy: 'svc-content',
  },
  'advanced-drawing': {
    title: 'La Zona de dibujo avanzada',
    message: 'La Zona de dibujo avanzada es parte del Plan Emprendedor Mágico.',
    covers: 'El lienzo de dibujo con pinceles, formas, sellos y la galería privada de cada niño. El creador de logos sigue gratis.',
    servedBy: 'svc-content',
  },
  'parents-blog': {
    title: 'El blog exclusivo para padres',
    message: 'Los artículos exclusivos para padres son parte del Plan Emprendedor Mágico.',
    covers: 'El texto de los artículos exclusivos para padres. Sus títulos y resúmenes se ven en la lista pública, con un candado.',
    servedBy: 'svc-content',
  },
} as const satisfies Record<string, PremiumItem>;

export type PremiumItemId = keyof typeof PREMIUM_ITEMS;

export const PREMIUM_ITEM_IDS = Object.keys(PREMIUM_ITEMS) as PremiumItemId[];

/** The free part of every book: its first chapter (spec section 1). */
export const FREE_CHAPTERS_PER_BOOK = 1;

/** Whether a chapter (1-based number) is free for everybody. */
export function isFreeChapter(chapterNumber: number): boolean {
  return chapterNumber >= 1 && chapterNumber <= FREE_CHAPTERS_PER_BOOK;
}

/** The Spanish message of the 403 a service answers for a premium item. */
export function premiumRequiredMessage(item: PremiumItemId): string {
  return PREMIUM_ITEMS[item].message;
}

/**
 * Who is looking, as billing decides it:
 * - `visitor`: nobody is logged in;
 * - `free`: a family without a plan that is in force (none, cancelled, paused, rejected, or a
 *   payment that stayed pending beyond the grace window);
 * - `premium`: an authorized plan, or a pending payment inside the grace window.
 */
export const FAMILY_TIERS = ['visitor', 'free', 'premium'] as const;
export type FamilyTier = (typeof FAMILY_TIERS)[number];

/**
 * Media files that are premium items, served by the gateway only after billing said yes
 * (`GET /api/billing/entitlement/<item>` through nginx `auth_request`). `path` is a regular
 * expression (PCRE and JavaScript alike) on the URL path below the media prefix.
 */
export const PREMIUM_MEDIA: readonly { item: PremiumItemId; path: string }[] = [
  // Chapter 2 and later of every book: chapter-02.ogg ... chapter-99.ogg.
  { item: 'story-narration', path: 'audio/book-[0-9]+/chapter-(?:0[2-9]|[1-9][0-9])' },
];
