// Families: the adult who holds the account, the consents they gave, and their children
// (svc-auth: /api/auth/register, /api/auth/consents; svc-content: /api/children).

import type { LearningLevel, ProfileCharacterId } from './index';

/**
 * The data-processing notice in force (`/privacidad` shows it). Registration must send exactly
 * this version; a new text gets a new version and the old one is refused.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

export const CONSENT_KINDS = ['adult_confirmation', 'privacy_notice'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What POST /api/auth/register adds to the spec's registration fields. */
export interface RegistrationConsents {
  /** The person registering is the child's mother, father or legal guardian and is 18 or older. */
  adultConfirmed: boolean;
  /** The adult read and accepts the data-processing notice of `privacyVersion`. */
  privacyAccepted: boolean;
  privacyVersion: string;
}

/** GET /api/auth/consents: one record per consent the adult gave. */
export interface ConsentRecord {
  id: string;
  kind: ConsentKind;
  version: string;
  acceptedAt: string;
  withdrawnAt: string | null;
}

/** How many children a family may have. */
export const MAX_CHILDREN_PER_FAMILY = 5;

/** The fixed avatars a child may pick (no photos). */
export const CHILD_AVATARS = ['unicornio', 'cohete', 'estrella', 'zorro', 'buho', 'dragon', 'gato', 'tortuga'] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

/** What each avatar shows, and its accessible name. */
export const CHILD_AVATAR_LOOKS: Record<ChildAvatar, { emoji: string; label: string }> = {
  unicornio: { emoji: '🦄', label: 'Unicornio' },
  cohete: { emoji: '🚀', label: 'Cohete' },
  estrella: { emoji: '⭐', label: 'Estrella' },
  zorro: { emoji: '🦊', label: 'Zorro' },
  buho: { emoji: '🦉', label: 'Búho' },
  dragon: { emoji: '🐉', label: 'Dragón' },
  gato: { emoji: '🐱', label: 'Gato' },
  tortuga: { emoji: '🐢', label: 'Tortuga' },
};

/** A child's age on a profile (the spec's profile setup rule). */
export const CHILD_AGE_LIMITS = { min: 5, max: 14 } as const;

/** POST /api/children body (PATCH: every field optional). No surname, no photo, no e-mail. */
export interface ChildRequest {
  childName: string;
  childAge: number;
  learningLevel: LearningLevel;
  preferredCharacter: ProfileCharacterId;
  avatar: ChildAvatar;
}

export interface Child extends ChildRequest {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The adult's consent to the chat with the characters for this child; null while chat is off. */
  chatConsent: ChatConsent | null;
}

/**
 * Chat with the characters processes what a child writes, so it is off for every child until the
 * adult turns it on. The sentence below is what the adult reads when turning it on; a new text
 * gets a new version (the consent records which one was accepted).
 */
export const CHAT_CONSENT_VERSION = '2026-11-25';

export function chatConsentText(childName: string): string {
  return `Lo que ${childName} escriba en el chat y las respuestas de los personajes se guardan 30 días para que la conversación tenga memoria; tú puedes leerlas en Familia, borrarlas y apagar el chat cuando quieras.`;
}

/** An active chat consent: who accepted which version, and when. */
export interface ChatConsent {
  version: string;
  grantedAt: string;
}

/** POST /api/children/{id}/chat-consent body: the version of the sentence the adult accepted. */
export interface ChatConsentRequest {
  version: string;
}

/** GET /api/children/playing: the child who is playing now (svc-chat asks it before every message). */
export interface PlayingChildResponse {
  child: Child | null;
}

/** One thing a child did, as the adult area's timeline shows it (newest first). */
export interface ChildActivityEntry {
  kind: 'chapter_read' | 'game_finished' | 'business_plan_created' | 'challenge_completed' | 'logo_created' | 'demo_used' | 'drawing_saved';
  /** The activity's key (a game, a chapter `book-1-chapter-2`, a challenge); null for drawings. */
  activity: string | null;
  /** What happened, in Spanish, as the adult reads it. */
  title: string;
  points: number | null;
  /** The game's result as recorded (score, rounds, saved coins...), when it has one. */
  details: Record<string, unknown> | null;
  occurredAt: string;
}

/** GET /api/children/{id}/activity. */
export interface ChildActivityResponse {
  childId: string;
  entries: ChildActivityEntry[];
  /** True when older entries exist beyond the ones returned. */
  truncated: boolean;
}

/** One message of a conversation with a character, as the chat shows it (svc-chat). */
export interface ChatMessage {
  id: string;
  message: string;
  isUser: boolean;
}

/** A message as the adult area reads it: when it was written, too. */
export interface FamilyChatMessage extends ChatMessage {
  createdAt: string;
}

/** One conversation of a child with a character, as the adult area shows it in full. */
export interface FamilyChatConversation {
  conversationId: string;
  character: string;
  /** As the books name the character ("Don Ramón"). */
  characterName: string;
  startedAt: string;
  lastMessageAt: string;
  messages: FamilyChatMessage[];
}

/** GET /api/chat/family/{childId}: the child's conversations, newest first. */
export interface FamilyChatResponse {
  childId: string;
  conversations: FamilyChatConversation[];
}

/** GET /api/children and POST /api/children/{id}/play answer. */
export interface ChildrenResponse {
  children: Child[];
  /** The child who is playing (progress, rewards and drawings are theirs); null with no children. */
  activeChildId: string | null;
  maxChildren: number;
  /** False until the adult confirms the e-mail address: no child can be created before. */
  canAddChildren: boolean;
}
