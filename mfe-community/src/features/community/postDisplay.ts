import { formatColombianDayMonth } from '@universo/contracts';
import type { CommunityPost } from '@universo/platform/api/content';
import { SAMPLE_POSTS } from './samplePosts';

/** Spec section 9: between 2 and 5 stars. */
export const MIN_STARS = 2;
export const MAX_STARS = 5;

/** Spec section 9: floor(age / 2) + 1 stars, kept within 2..5 (2 when the age is unreadable). Pure. */
export function starsForAge(childAge: number): number {
  if (!Number.isFinite(childAge)) return MIN_STARS;
  return Math.min(MAX_STARS, Math.max(MIN_STARS, Math.floor(childAge / 2) + 1));
}

/**
 * What the stars mean, said where they are: they follow the child's age (spec section 9), so they
 * tell a project's age stage, never a grade of the child's work. Pure.
 */
export function starsLabel(stars: number): string {
  return `Etapa por edad: ${stars} de ${MAX_STARS} estrellas`;
}

/** Said once above the gallery, so no family reads the stars as a mark. */
export const STARS_NOTE =
  'Las estrellas de cada tarjeta muestran la etapa por edad de quien lo creó (más estrellas, más edad): no son una calificación. Todos los sueños valen lo mismo.';

/**
 * A post's date is a moment, shown as the day it was in Colombia (where the families are): Spanish
 * day and month, e.g. "14 de noviembre"; empty when the date is unreadable. Pure.
 */
export function dayAndMonth(isoDate: string): string {
  return formatColombianDayMonth(isoDate) ?? '';
}

/** Spec section 2: "{age} años • {date}", e.g. "8 años • 14 de noviembre". Pure. */
export function postMetaLabel(post: Pick<CommunityPost, 'childAge' | 'createdAt'>): string {
  const date = dayAndMonth(post.createdAt);
  return date ? `${post.childAge} años • ${date}` : `${post.childAge} años`;
}

/** Spec sections 7 and 8: an empty or unreadable gallery shows the samples. Pure. */
export function postsToShow(posts: readonly CommunityPost[] | undefined): readonly CommunityPost[] {
  return posts && posts.length > 0 ? posts : SAMPLE_POSTS;
}

const PLACEHOLDER_ICONS = ['🍋', '🎨', '🌱', '📚', '🧁', '🪁'] as const;

/** The friendly picture of a post without image: always the same one for the same post. Pure. */
export function placeholderIcon(postId: string): string {
  let sum = 0;
  for (const char of postId) sum = (sum + char.charCodeAt(0)) % 997;
  return PLACEHOLDER_ICONS[sum % PLACEHOLDER_ICONS.length] ?? '🌟';
}
