// API shapes shared by services (which produce them) and front ends (which read them).
// Field names follow the product spec (section 3) exactly.

import type { SecondFactorState } from './adminSecurity';
import type { FamilyTier, PremiumItemId } from './premium';

export * from './premium';
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

/** The current user as returned by GET /api/auth/user. Never contains the password hash. */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  age: number | null;
  role: Role;
  createdAt: string;
  /** Whether the adult confirmed the account's address (POST /api/auth/confirm-email). */
  emailConfirmed: boolean;
}

/**
 * svc-auth's `GET /api/auth/session`: always 200. `active` says whether the presented session is
 * still valid (what other services check); with an active session it also carries the user, so a
 * page learns who is logged in without a 401 for visitors (the browser logs every 4xx as an error).
 * `GET /api/auth/user` keeps the spec's 401 for other clients.
 */
export interface SessionAnswer {
  active: boolean;
  user?: User;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /api/auth/register: the spec's fields (firstName, lastName and age describe the first
 * child; email and password are the adult's) plus the adult's consents (family.ts).
 */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number;
  adultConfirmed: boolean;
  privacyAccepted: boolean;
  privacyVersion: string;
}

export const PRODUCT_TYPES = ['book', 'kit', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The shop's products are priced in US dollars (the spec's sample prices 29.99, 49.99 and 19.99
 * sit beside the plan's "about 19.99 USD"); the plan alone is priced in COP.
 */
export const PRODUCT_CURRENCY = 'USD';
export type ProductCurrency = typeof PRODUCT_CURRENCY;

export interface Product {
  id: number;
  name: string;
  description: string;
  /** Integer cents; shown divided by 100 with two decimals, with its currency named. */
  price: number;
  /** ISO 4217 code of `price` (added to the spec's shape: every price names its currency). */
  currency: ProductCurrency;
  type: ProductType;
  imageUrl: string | null;
  features: string[];
  isActive: boolean;
  createdAt: string;
}

export interface ChapterSummary {
  id: number;
  number: number;
  title: string;
  description: string;
  icon: string;
  color: string;
  buttonColor: string;
  /** Free for everybody (the first chapter); the others come with the plan (`story-chapters`). */
  free: boolean;
}

export interface Book {
  id: number;
  title: string;
  description: string;
  icon: string;
  color: string;
  status: string;
  summary: string | null;
  chapters: ChapterSummary[];
}

export interface ChapterContent {
  title: string;
  story: string;
  lesson: string;
  character: string;
  activity: string;
  audioFile?: string;
  /** The chapter's picture (not in the spec): absent while its drawing is not made yet. */
  illustration?: ChapterIllustration;
}

/**
 * A chapter's illustration: a static SVG file (`/media/illustrations/<hash>.svg`, cached a year)
 * with its Spanish text alternative and the size the page reserves for it before it loads.
 */
export interface ChapterIllustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  author: string;
  readTime: number;
  isPublished: boolean;
  createdAt: string;
  /**
   * An article of the parents' exclusive blog (premium item `parents-blog`). `GET /api/blog` lists
   * it with its title and excerpt but `content: ''`; its text comes only from
   * `GET /api/blog/:slug`, to families with the plan.
   */
  exclusive: boolean;
}

export const CHARACTER_IDS = ['francesca', 'chispas', 'sombra', 'leo', 'don_ramon', 'don_ernesto'] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

export interface ChatMessage {
  id: string;
  message: string;
  isUser: boolean;
}

/** A chapter of a book, as the chat refers to it ("the chapter this conversation is about"). */
export interface ChapterRef {
  bookId: number;
  number: number;
}

export interface ChatRequest {
  sessionId: string;
  character: CharacterId;
  message: string;
  /**
   * Optional: the chat was opened from this chapter's "Hablar con…" button. svc-chat checks that
   * the chapter exists and is that character's, and the first reply talks about it.
   */
  chapter?: ChapterRef;
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

export interface ChatReply {
  userMessage: ChatMessage;
  reply: ChatMessage;
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

export interface SubscriptionStatusResponse {
  hasSubscription: boolean;
  status: ReportedSubscriptionStatus | null;
  amount: number | null;
  currency: string | null;
  nextPaymentDate: string | null;
  startDate: string | null;
  /** Whether this subscription unlocks the plan now (billing's decision; see EntitlementResponse). */
  premium: boolean;
  /** While `pending`: when the grace window ends (ISO); null otherwise. */
  graceEndsAt: string | null;
}

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

/** POST /api/create-subscription: the body must be exactly this. */
export interface CreateSubscriptionRequest {
  currency: 'COP';
  country: 'CO';
}

/** POST /api/create-subscription answer: the payment link the browser is sent to, and our subscription id. */
export interface CreateSubscriptionResponse {
  init_point: string;
  id: string;
}

/** Why a subscription changed status (an entry of its append-only history). */
export type SubscriptionChangeReason = 'created' | 'provider_notification' | 'cancelled_by_user';

export interface SubscriptionHistoryEntry {
  from: SubscriptionStatus | null;
  to: SubscriptionStatus;
  reason: SubscriptionChangeReason;
  at: string;
}

/** The 30-day money-back guarantee of a subscription: counted from its start date. */
export interface MoneyBackGuarantee {
  days: number;
  applies: boolean;
  endsAt: string | null;
  requestedAt: string | null;
}

/** GET /api/billing/subscription: the account page's view of the latest subscription. */
export interface SubscriptionAccountResponse extends SubscriptionStatusResponse {
  id: string | null;
  planName: string;
  /** The payment link, only while the subscription waits for payment. */
  paymentLink: string | null;
  canCancel: boolean;
  createdAt: string | null;
  guarantee: MoneyBackGuarantee;
  /** Oldest first. */
  history: SubscriptionHistoryEntry[];
}

/** POST /api/billing/cancel answer. */
export interface CancelSubscriptionResponse {
  message: string;
  subscription: SubscriptionAccountResponse;
}

/** POST /api/billing/refund-request body: an optional short note from the family. */
export interface RefundRequestBody {
  message?: string;
}

/** POST /api/billing/refund-request answer (the same answer when asked again). */
export interface RefundRequestResponse {
  message: string;
  subscriptionId: string;
  requestedAt: string;
}

// ---- Parents and community (svc-content: /api/community, /api/contact, /api/newsletter) ----

/** A page of a list that admins read (moderation): `page` starts at 1. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Limits of a community post (spec sections 5 and 9), shared by the form and the service. */
export const COMMUNITY_POST_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  descriptionMin: 10,
  descriptionMax: 600,
  childAgeMin: 6,
  childAgeMax: 10,
  emailMax: 254,
  imageUrlMax: 500,
} as const;

/**
 * POST /api/community body. `imageUrl` is the address of a photo uploaded to
 * `POST /api/community/images` (`/api/community/images/{id}`) or null; no other address is accepted.
 */
export interface CommunityPostRequest {
  title: string;
  description: string;
  childAge: number;
  parentEmail: string;
  imageUrl: string | null;
}

/** POST /api/community answer (201): the post waits for a moderator. Never echoes the e-mail. */
export interface CommunityPostSubmitted {
  id: string;
  status: 'pending';
  message: string;
}

/**
 * GET /api/community: an approved post as the gallery shows it. Deliberately without
 * `parentEmail` or any other personal field.
 */
export interface CommunityPost {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  childAge: number;
  createdAt: string;
}

export const COMMUNITY_POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommunityPostStatus = (typeof COMMUNITY_POST_STATUSES)[number];

/** GET /api/community/moderation (admins only): a post with what a moderator needs to contact the parent. */
export interface ModerationCommunityPost extends CommunityPost {
  parentEmail: string;
  isApproved: boolean;
  status: CommunityPostStatus;
  reviewedAt: string | null;
  /** The admin's user id. */
  reviewedBy: string | null;
}

/** POST /api/community/:id/approve and /reject answer (admins only). */
export interface CommunityReviewResponse {
  message: string;
  post: ModerationCommunityPost;
}

export const CONTACT_SUBJECTS = ['padre', 'educador', 'prensa', 'distribuidor', 'otro'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Limits of a contact message, shared by the form and the service. */
export const CONTACT_MESSAGE_LIMITS = { nameMin: 2, nameMax: 80, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

/** POST /api/contact body (spec section 3, "Contact message"). */
export interface ContactRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** POST /api/contact answer (201); the same `id` when the same message was already received. */
export interface ContactResponse {
  message: 'Mensaje enviado';
  id: string;
}

/** GET /api/contact/messages (admins only), newest first. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  createdAt: string;
}

/** POST /api/newsletter/subscribe body. */
export interface NewsletterSubscribeRequest {
  email: string;
}

/** POST /api/newsletter/subscribe answer (202): the same whatever the address's state was. */
export interface NewsletterSubscribeResponse {
  message: string;
}

/**
 * Where the newsletter's e-mail links land: `/blog?newsletter=<outcome>` (confirm and
 * unsubscribe answer 303 to it).
 */
export const NEWSLETTER_OUTCOMES = ['confirmado', 'baja', 'enlace-invalido'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

// ---------------------------------------------------------------------------------------------
// Learning progress and the AXXON demo (svc-content, /api/axxon/*). Rules: svc-content/README.md.

export const LEARNING_LEVELS = ['principiante', 'intermedio', 'avanzado'] as const;
export type LearningLevel = (typeof LEARNING_LEVELS)[number];

/** The characters profile setup offers (spec section 5): not Don Ramón nor Don Ernesto. */
export const PROFILE_CHARACTER_IDS = ['francesca', 'chispas', 'sombra', 'leo'] as const;
export type ProfileCharacterId = (typeof PROFILE_CHARACTER_IDS)[number];

/** POST /api/axxon/profile body (spec: Profile creation payload). A second POST updates the profile. */
export interface ChildProfileRequest {
  /** Trimmed, 1 to 40 letters, spaces, apostrophes or hyphens. */
  childName: string;
  /** Integer 5 to 14. */
  childAge: number;
  learningLevel: LearningLevel;
  preferredCharacter: ProfileCharacterId;
}

/** POST (201 created, 200 updated) and GET /api/axxon/profile answer. */
export interface ChildProfileResponse extends ChildProfileRequest {
  createdAt: string;
  updatedAt: string;
}

export const PROGRESS_EVENT_TYPES = ['game_finished', 'business_plan_created', 'challenge_completed', 'chapter_read', 'logo_created', 'demo_used'] as const;
export type ProgressEventType = (typeof PROGRESS_EVENT_TYPES)[number];

/** A flat object of at most 10 short values (the game's own numbers, for example). */
export type ProgressEventDetails = Record<string, string | number | boolean | null>;

/**
 * POST /api/axxon/progress body. `activity` is a Magic Zone activity id (gasta-ahorra, limonada,
 * simulador, ...) or a chapter key `book-<id>-chapter-<n>`; which activities fit which type is in
 * svc-content/README.md. `eventId` (a UUID made by the client) makes a retry count once.
 */
export interface ProgressEventRequest {
  type: ProgressEventType;
  activity: string;
  /**
   * Accepted (a whole number 0 to 1000) for older clients and ignored: what an event is worth is
   * decided by svc-content's own table of activities, never by the client.
   */
  points?: number;
  details?: ProgressEventDetails;
  eventId?: string;
  /**
   * The play the service dealt for a game with chance (POST /api/axxon/plays: Gasta o Ahorra,
   * Estrategia de Mercado, Juego de Inversión; the moves go in `details.moves`): the service
   * replays the moves against its own deal. The simulator has no chance: its moves come without a play.
   * Each play counts once; an unknown or another child's play is a 404, an expired one a 410, one
   * already recorded a 409.
   */
  playId?: string;
  /**
   * When it happened (ISO 8601), for an event sent later (made offline): it counts for that
   * Bogotá day. At most 7 days old and not in the future (5 minutes of clock difference allowed);
   * without it, the moment it arrives.
   */
  occurredAt?: string;
}

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
 * POST /api/axxon/plays body: a play starts. `goal` is a Gasta o Ahorra savings goal id (pelota,
 * libros, patineta, bicicleta), for that game only. Estrategia and inversion are premium games
 * (403 without the plan).
 */
export interface GamePlayRequest {
  activity: DealtGame;
  goal?: string;
}

/**
 * POST /api/axxon/plays answer (201): the play for the child who is playing. The game plays on
 * `deal` and reports its moves with `playId` before `expiresAt`. Starting another play of the
 * same game closes this one.
 */
export interface GamePlayResponse<A extends DealtGame = 'gasta-ahorra'> {
  playId: string;
  activity: A;
  deal: DealtGameDeals[A];
  goal: string | null;
  dealtAt: string;
  expiresAt: string;
}

/** A play of any dealt game, told apart by `activity`. */
export type AnyGamePlayResponse = { [A in DealtGame]: GamePlayResponse<A> }[DealtGame];

export interface ProgressEvent {
  id: string;
  eventId: string | null;
  type: ProgressEventType;
  activity: string;
  /** What svc-content's table (or catalogue) says this event is worth, before the day's repeats and caps; never the client's number. */
  points: number | null;
  occurredAt: string;
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

/** GET /api/axxon/rewards: one entry per reward of the catalogue, locked or not. */
export interface Reward {
  id: string;
  rewardTitle: string;
  rewardDescription: string;
  isUnlocked: boolean;
  /** When the event that earned it happened (ISO), null while locked. */
  unlockedAt: string | null;
}

/** POST /api/axxon/progress answer: 201 when recorded, 200 (recorded false) for a repeat. */
export interface ProgressEventResponse {
  recorded: boolean;
  /** The stored event (the earlier one for a repeat). */
  event: ProgressEvent;
  /** What this event counts for in the total. */
  pointsAwarded: number;
  totalPoints: number;
  currentLevel: number;
  /** Rewards this event unlocked (empty for a repeat). */
  unlockedRewards: Reward[];
}

/** GET /api/axxon/dashboard (spec: Child profile). 404 `{message}` when there is no profile. */
export interface ChildDashboard {
  profile: {
    childName: string;
    childAge: number;
    learningLevel: LearningLevel;
    preferredCharacter: ProfileCharacterId;
    progressTracking: {
      businessIdeasCount: number;
      skillsLearned: string[];
    };
  };
  /** A `PROGRESS_LEVELS` level number. */
  currentLevel: number;
  /** 0 to 100, toward the next level (100 at the top level). */
  progressPercentage: number;
  /** A Spanish sentence, e.g. "Te faltan 40 puntos para llegar a Nivel 3: Árbol de Ideas". */
  nextMilestone: string;
  analytics: {
    /** Distinct days (America/Bogota) with at least one event. */
    totalSessions: number;
    /** Up to 3 skills with the most events. */
    topSkills: string[];
  };
}

/** POST /api/axxon/demo body (no login needed). */
export interface AxxonDemoRequest {
  /** 1 to 40 characters. */
  childName: string;
  /** 3 to 500 characters: the child's idea or feelings, in Spanish. */
  message: string;
}

/** A Magic Zone activity (`/zona-magica`), by id and title. */
export interface MagicZoneActivityRef {
  id: string;
  title: string;
}

/**
 * POST /api/axxon/demo answer (spec: Demo response), plus `reasons` (each step of each insight,
 * with its points) and `explanations` (each insight in one sentence a child understands, shown
 * beside it on screen).
 */
export interface AxxonDemoResponse {
  childName: string;
  axxonResponse: {
    message: string;
    magicInsights: {
      childEmotion: string;
      /** 0 to 10. */
      businessPotential: number;
      /** 0 to 10 (the screen highlights it above 7). */
      creativityLevel: number;
      suggestedActivity: MagicZoneActivityRef;
    };
    rewards: { description: string; points: number }[];
    /** 2 to 4 concrete next steps. */
    nextSuggestions: string[];
    reasons: {
      childEmotion: string[];
      businessPotential: string[];
      creativityLevel: string[];
      suggestedActivity: string[];
    };
    explanations: {
      childEmotion: string;
      businessPotential: string;
      creativityLevel: string;
      suggestedActivity: string;
    };
  };
}

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

/** One line of a chapter's conversation: `speaker` is a character's name or 'Tú' (the reader). */
export interface ChapterConversationLine {
  speaker: string;
  text: string;
}

/** A chapter's conversation block with one of the six characters. */
export interface ChapterConversation {
  character: CharacterId;
  lines: ChapterConversationLine[];
}

/**
 * GET /api/books/:id/chapters/:number: the spec's ChapterContent, where `character` is the
 * conversation as plain "Speaker: text" lines joined by "\n" and `audioFile` (a URL path such as
 * `/media/audio/book-1/chapter-01.ogg`) is present only when the chapter has narration, plus what
 * the reader needs to navigate and the conversation as structured lines.
 */
export interface ChapterContentResponse extends ChapterContent {
  bookId: number;
  bookTitle: string;
  number: number;
  /** How many chapters the book has: 'Siguiente Capítulo' while `number < bookChapterCount`. */
  bookChapterCount: number;
  /** null only while a chapter's texts are still being written. */
  conversation: ChapterConversation | null;
}

export const BOOK_LENGTHS = ['short', 'medium', 'long'] as const;
export type BookLength = (typeof BOOK_LENGTHS)[number];

export const BOOK_TONES = ['adventure', 'educational', 'fantasy', 'business'] as const;
export type BookTone = (typeof BOOK_TONES)[number];

/** POST /api/axxon/generate-book body; every field is optional (defaults in the comments). */
export interface GenerateBookRequest {
  /** 1 to 80 characters; default 'emprendimiento'. */
  theme?: string;
  /** short 5-10 pages, medium 15-25 (default), long 30+. */
  length?: BookLength;
  /** Default 'educational'. */
  tone?: BookTone;
  /** Default true: the logged-in child's name (from the child profile) becomes the hero. */
  personalizedElements?: boolean;
}

/** POST /api/axxon/generate-book answer: the whole book as plain text, pages headed "Página N". */
export interface GenerateBookResponse {
  book: string;
}
export * from './passwordRules';
export * from './childProject';

export * from './plainText';
export * from './colombianFormat';
