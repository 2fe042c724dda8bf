// API shapes shared by services (which produce them) and front ends (which read them).
// Field names follow the product spec (section 3) exactly.

/** The JSON body of every error answer, from every service and from the gateway. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
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
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number;
}

export const PRODUCT_TYPES = ['book', 'kit', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface Product {
  id: number;
  name: string;
  description: string;
  /** Integer cents; shown divided by 100 with two decimals. */
  price: number;
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
}

export const CHARACTER_IDS = ['francesca', 'chispas', 'sombra', 'leo', 'don_ramon', 'don_ernesto'] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

export interface ChatMessage {
  id: string;
  message: string;
  isUser: boolean;
}

export interface ChatRequest {
  sessionId: string;
  character: CharacterId;
  message: string;
}

export interface ChatReply {
  userMessage: ChatMessage;
  reply: ChatMessage;
}

export const SUBSCRIPTION_STATUSES = ['authorized', 'pending', 'cancelled', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionStatusResponse {
  hasSubscription: boolean;
  status: SubscriptionStatus | null;
  amount: number | null;
  currency: string | null;
  nextPaymentDate: string | null;
  startDate: string | null;
}

export interface HealthResponse {
  status: 'ok';
  service: string;
}

/**
 * GET /api/billing/entitlement: the logged-in user's premium access, decided by billing (the
 * single source of truth). Premium means a subscription whose status is authorized or pending.
 * Other services call it with the user's own session cookie and cache the answer briefly.
 */
export interface EntitlementResponse {
  premium: boolean;
  status: SubscriptionStatus | null;
}

export const PREMIUM_STATUSES: readonly SubscriptionStatus[] = ['authorized', 'pending'];

export function isPremiumStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status !== null && status !== undefined && PREMIUM_STATUSES.includes(status);
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
