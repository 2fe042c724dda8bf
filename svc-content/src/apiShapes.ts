// The JSON this service takes and answers, as its handlers return it and its DTOs implement it.
// Its OpenAPI document is generated from these (npm run openapi), and the front ends' types
// from the document (@universo/platform/api/*): the front ends never import this file.
import type {
  BookLength,
  BookTone,
  COMMUNITY_POST_STATUSES,
  CharacterId,
  ContactSubject,
  DealtGame,
  GamePlayResponse,
  LearningLevel,
  ProfileCharacterId,
  ProgressEventType,
} from '@universo/contracts';

/** One line of a chapter's conversation: `speaker` is a character's name or 'Tú' (the reader). */
export interface ChapterConversationLine {
  speaker: string;
  text: string;
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

/** A page of a list that admins read (moderation): `page` starts at 1. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

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

/**
 * POST /api/axxon/plays body: a play starts. `goal` is a Gasta o Ahorra savings goal id (pelota,
 * libros, patineta, bicicleta), for that game only. Estrategia and inversion are premium games
 * (403 without the plan).
 */
export interface GamePlayRequest {
  activity: DealtGame;
  goal?: string;
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
