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
