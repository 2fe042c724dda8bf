// What services and front ends share that is not one service's HTTP contract: the vocabulary
// (identifiers and their lists), rules, limits and formatters, the error shape, and the answers
// one service reads from another. Each service's own requests and answers live in its
// src/apiShapes.ts (its OpenAPI document is generated from them), and the front ends read the
// types generated from the document the gateway serves (@universo/platform/api).
// Field names follow the product spec (section 3) exactly.

import type { SecondFactorState } from './adminSecurity';
import type { FamilyTier, PremiumItemId } from './premium';

export * from './premium';
export * from './htmlPage';
export * from './drawings';
export * from './communityImages';
export * from './magicZonePremium';
export * from './accountMail';
export * from './family';
export * from './accountData';
export * from './adminSecurity';
export * from './logout';
export * from './requestLimits';
export * from './narration';
export * from './numberWords';

/** The JSON body of every error answer, from every service and from the gateway. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /** On a 403 for an admin action: the second factor this session still needs ('enrol' or 'verify'). */
  secondFactor?: Exclude<SecondFactorState, 'verified'>;
  /** On a 403 for premium content: which item of the plan the family is missing. */
  premiumItem?: PremiumItemId;
  /** On a 403 from the chat: the adult has to turn chat on for the child who is playing (in /familia). */
  chatConsent?: 'required';
}

export type Role = 'family' | 'admin';

export const PRODUCT_TYPES = ['book', 'kit', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The shop's products are priced in US dollars (the spec's sample prices 29.99, 49.99 and 19.99
 * sit beside the plan's "about 19.99 USD"); the plan alone is priced in COP.
 */
export const PRODUCT_CURRENCY = 'USD';
export type ProductCurrency = typeof PRODUCT_CURRENCY;

export const CHARACTER_IDS = ['francesca', 'chispas', 'sombra', 'leo', 'don_ramon', 'don_ernesto'] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** A chapter of a book, as the chat refers to it ("the chapter this conversation is about"). */
export interface ChapterRef {
  bookId: number;
  number: number;
}

/**
 * What svc-content says about a chapter for a chat about it (`GET /api/books/:id/chapters/:n/topic`):
 * its public card texts and whose conversation it holds; never the story itself.
 */
export interface ChapterTopic extends ChapterRef {
  title: string;
  description: string;
  character: CharacterId | null;
}

/**
 * A subscription's stored status. The spec lists authorized, pending, cancelled and paused;
 * `rejected` (the provider refused the payment) is ours, see docs/spec-deviations.md.
 */
export const SUBSCRIPTION_STATUSES = ['authorized', 'pending', 'cancelled', 'paused', 'rejected'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What GET /api/subscription-status reports: the stored status, except that a payment still
 * pending after the grace window reads `expired` (docs/spec-deviations.md).
 */
export const REPORTED_SUBSCRIPTION_STATUSES = [...SUBSCRIPTION_STATUSES, 'expired'] as const;
export type ReportedSubscriptionStatus = (typeof REPORTED_SUBSCRIPTION_STATUSES)[number];

export interface HealthResponse {
  status: 'ok';
  service: string;
}

/**
 * GET /api/billing/entitlement: the family's tier, decided by billing (the single source of
 * truth), for visitors too. Other services ask it with the family's own session cookie and cache
 * the answer briefly; the front ends read it to adapt pages (never to unlock content).
 */
export interface EntitlementResponse {
  tier: FamilyTier;
  premium: boolean;
  status: ReportedSubscriptionStatus | null;
  /**
   * Until when the tier holds without news from the provider (ISO): the renewal date of an
   * authorized plan, the end of the grace window of a pending payment; null otherwise.
   */
  until: string | null;
}

/** The one subscription plan (spec section 9): amounts are whole Colombian pesos, not cents. */
export const SUBSCRIPTION_PLAN = {
  id: 'emprendedor-magico',
  name: 'Plan Emprendedor Mágico',
  amount: 79900,
  currency: 'COP',
  country: 'CO',
  guaranteeDays: 30,
} as const;

/** Why a subscription changed status (an entry of its append-only history). */
export type SubscriptionChangeReason = 'created' | 'provider_notification' | 'cancelled_by_user';

// ---- Parents and community (svc-content: /api/community, /api/contact, /api/newsletter) ----

export const COMMUNITY_POST_STATUSES = ['pending', 'approved', 'rejected'] as const;

// Community post and contact limits: publicFormRules.ts (with the forms' rules).

/**
 * Where the newsletter's e-mail links land: `/blog?newsletter=<outcome>` (confirm and
 * unsubscribe answer 303 to it).
 */
export const NEWSLETTER_OUTCOMES = ['confirmado', 'baja', 'enlace-invalido'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

// ---------------------------------------------------------------------------------------------
// Learning progress and the AXXON demo (svc-content, /api/axxon/*). Rules: svc-content/README.md.

// LEARNING_LEVELS and PROFILE_CHARACTER_IDS: childProfileRules.ts (with the profile form's rules).

export const PROGRESS_EVENT_TYPES = ['game_finished', 'business_plan_created', 'challenge_completed', 'chapter_read', 'logo_created', 'demo_used'] as const;
export type ProgressEventType = (typeof PROGRESS_EVENT_TYPES)[number];

/** The games whose play the service deals (their chance is the service's, not the browser's). */
export const DEALT_GAMES = ['gasta-ahorra', 'estrategia', 'inversion'] as const;
export type DealtGame = (typeof DEALT_GAMES)[number];

/**
 * What the service deals for each game: Gasta o Ahorra's start scenario and the pocket money of
 * rounds 2 and 3; Estrategia de Mercado's luck of every round (the player's, then each
 * competitor's, −noise to +noise); Juego de Inversión's price of each asset in every later round.
 */
export interface DealtGameDeals {
  'gasta-ahorra': { scenario: number; pocketMoney: [number, number] };
  estrategia: { noise: number[][] };
  inversion: { prices: number[][] };
}

/**
 * POST /api/axxon/plays answer (201): the play for the child who is playing. The game plays on
 * `deal` and reports its moves with `playId` before `expiresAt`. Starting another play of the
 * same game closes this one.
 */
export interface GamePlayResponse<A extends DealtGame = 'gasta-ahorra'> extends DealtPlay {
  activity: A;
  deal: DealtGameDeals[A];
}

/** What a dealt play answers whatever the game: its id, the savings goal, when it was dealt and until when it counts. */
export interface DealtPlay {
  playId: string;
  goal: string | null;
  dealtAt: string;
  expiresAt: string;
}

/** One of the progress levels (Nivel 1, 2, ...): the dashboard's `currentLevel` is `level`. */
export interface ProgressLevel {
  level: number;
  name: string;
  minPoints: number;
}

/**
 * The progress levels, lowest first (one list for the service's rules and the screens' names).
 * With at most 250 points a day (svc-content's daily cap), the top level takes at least 14 days of
 * the most a child can earn, and several weeks of ordinary play.
 */
export const PROGRESS_LEVELS: readonly ProgressLevel[] = [
  { level: 1, name: 'Semilla', minPoints: 0 },
  { level: 2, name: 'Brote', minPoints: 100 },
  { level: 3, name: 'Árbol de Ideas', minPoints: 350 },
  { level: 4, name: 'Cohete Emprendedor', minPoints: 900 },
  { level: 5, name: 'Estrella Mágica', minPoints: 1900 },
  { level: 6, name: 'Leyenda del Universo', minPoints: 3500 },
];

/**
 * The AXXON demo's five sample ideas (spec section 2): the screen's buttons and the service's tests.
 * Each one is a complete small idea (what, who buys, the price, who helps, the first step), so the
 * demo's own examples score well and show a child what a good idea says.
 */
export const AXXON_SAMPLE_IDEAS: readonly { label: string; message: string }[] = [
  {
    label: 'Puesto de limonada',
    message:
      'Quiero poner un puesto de limonada natural de fresa, fría y deliciosa, en mi barrio los sábados. Mi mamá me ayuda a comprar limones y vasos, y cobro 1000 pesos por vaso.',
  },
  {
    label: 'Pulseras',
    message:
      'Me encanta hacer pulseras de colores personalizadas y quiero venderlas a mis amigas del colegio a 2000 pesos. Primero compro hilos con mi abuela.',
  },
  {
    label: 'Ayuda con tareas',
    message:
      'Quiero ayudar a los niños más pequeños de mi barrio con sus tareas de matemáticas, con juegos que yo invento, por 2000 pesos la hora. Empiezo el sábado.',
  },
  {
    label: 'Videos',
    message:
      'Quiero hacer videos divertidos sobre cómo cuidar a las mascotas para los niños de mi barrio. Mi papá me ayuda con el celular y voy a publicar uno cada sábado.',
  },
  {
    label: 'Galletas',
    message:
      'Quiero vender galletas deliciosas con forma de animales a mis vecinos a 500 pesos. Las hornearé con mi abuela el sábado, con harina y mantequilla.',
  },
];

// --- Story library: the chapter page and the book generator (svc-content) ---

export const BOOK_LENGTHS = ['short', 'medium', 'long'] as const;
export type BookLength = (typeof BOOK_LENGTHS)[number];

export const BOOK_TONES = ['adventure', 'educational', 'fantasy', 'business'] as const;
export type BookTone = (typeof BOOK_TONES)[number];

export * from './passwordRules';
export * from './fieldRules';
export * from './accountRules';
export * from './publicFormRules';
export * from './childProfileRules';
export * from './childProject';

export * from './plainText';
export * from './colombianFormat';
