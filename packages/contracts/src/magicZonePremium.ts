// The premium Magic Zone sections as svc-content serves them (/api/axxon/premium/*), only to
// families entitled to their premium item. Their texts and rule parameters live in the service;
// the remote receives them after billing's yes and never ships them in its bundle.

/** The three advanced games, by the id each one records its progress with. */
export const ADVANCED_GAME_IDS = ['simulador', 'inversion', 'estrategia'] as const;
export type AdvancedGameId = (typeof ADVANCED_GAME_IDS)[number];

/** A game of the Juegos Avanzados menu. */
export interface AdvancedGameCard {
  id: AdvancedGameId;
  icon: string;
  title: string;
  description: string;
  /** What the child reads on opening the game. */
  intro: string;
}

/** Simulador de Negocio (spec sections 4 and 9). */
export interface SimulatorAction {
  id: string;
  label: string;
  icon: string;
  cost: number;
  products: number;
  customers: number;
}

export interface SimulatorRules {
  startCapital: number;
  salePrice: number;
  /** The sale happens this long after the action. */
  saleDelayMs: number;
  /** How long the sale's message shows. */
  messageMs: number;
  /** Sale days of a season. */
  days: number;
  /** The shop's name when the child leaves it empty. */
  defaultShopName: string;
}

export interface SimulatorGame {
  rules: SimulatorRules;
  actions: SimulatorAction[];
}

/** How much an investment's price can jump, in a child's words on its badge. */
export const INVESTMENT_RISKS = ['poco', 'bastante', 'muchísimo'] as const;
export type InvestmentRisk = (typeof INVESTMENT_RISKS)[number];

/** Juego de Inversión (spec sections 4 and 9). */
export interface InvestmentAsset {
  id: string;
  label: string;
  icon: string;
  startPrice: number;
  /** A price moves within ± this share of itself each round. */
  volatility: number;
  /** What it is, for a child of 8 to 10. */
  explanation: string;
  /** What it is, for a child of 6 or 7 (shorter, with an image from their world). */
  simpleExplanation: string;
  /** How much it can go up or down: the screen marks `muchísimo` as very risky. */
  risk: InvestmentRisk;
}

export interface InvestmentRules {
  startCash: number;
  minPrice: number;
  rounds: number;
}

export interface InvestmentGameRules {
  rules: InvestmentRules;
  assets: InvestmentAsset[];
}

/** Estrategia de Mercado (spec sections 4 and 9). */
export interface MarketStrategyOption {
  id: string;
  label: string;
  icon: string;
  /** Change of the player's score. */
  player: number;
  /** Change of every competitor's score. */
  competitors: number;
  explanation: string;
  /**
   * Why the scores move, in a child's words, to finish "Tu puntaje subió 20 …, porque ___"
   * (the remote adds the numbers of the round).
   */
  why: string;
}

export interface MarketRules {
  playerStart: number;
  competitorStarts: number[];
  /** Every change also gets a random whole number from −noise to +noise. */
  noise: number;
  rounds: number;
  /** Progress points added when the player ends first. */
  leaderBonus: number;
}

export interface MarketGame {
  rules: MarketRules;
  strategies: MarketStrategyOption[];
  competitorNames: string[];
}

/** GET /api/axxon/premium/advanced-games (premium item `advanced-games`). */
export interface AdvancedGamesResponse {
  games: AdvancedGameCard[];
  simulator: SimulatorGame;
  investment: InvestmentGameRules;
  market: MarketGame;
}

export const LIBRARY_RESOURCE_KINDS = ['Hoja de trabajo', 'Tabla', 'Lista de verificación', 'Juego', 'Plantilla'] as const;
export type LibraryResourceKind = (typeof LIBRARY_RESOURCE_KINDS)[number];

/** A printable of the library, without its text (the download carries it). */
export interface LibraryResourceSummary {
  id: string;
  title: string;
  description: string;
  kind: LibraryResourceKind;
  /** The download's file name, e.g. `tabla-de-ahorro-8-semanas.txt`. */
  fileName: string;
  /** `GET` it for the printable (text/plain, `Content-Disposition: attachment`). */
  downloadUrl: string;
}

export interface LibraryCategorySummary {
  id: string;
  title: string;
  icon: string;
  resources: LibraryResourceSummary[];
}

/** GET /api/axxon/premium/library (premium item `full-library`). */
export interface LibraryResponse {
  categories: LibraryCategorySummary[];
}

/** The ages the personalised challenges are asked for: 6 to 12, where 12 stands for 12 and older. */
export const CHALLENGE_AGE_MIN = 6;
export const CHALLENGE_AGE_MAX = 12;

export interface PersonalisedChallenge {
  id: string;
  icon: string;
  title: string;
  description: string;
  steps: string[];
  /** What completing it adds to the child's progress (decided by the service, spec section 9). */
  points: number;
}

/** GET /api/axxon/premium/challenges?age=N (premium item `personalised-challenges`). */
export interface PersonalisedChallengesResponse {
  age: number;
  challenges: PersonalisedChallenge[];
  /** The section's header counts this many points per completed challenge (spec section 4). */
  headerPointsPerChallenge: number;
}
