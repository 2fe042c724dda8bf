import type { BookLength } from '@universo/contracts';
import { type RandomSource, randomInt } from './random';

/** What a page does in the plot. */
export type PageKind =
  | 'opening'
  | 'call'
  | 'plan'
  | 'helper'
  | 'attempt'
  | 'obstacle'
  | 'mistake'
  | 'lesson'
  | 'turn'
  | 'interlude'
  | 'resolution'
  | 'celebration'
  | 'ending'
  | 'pausa';

/** A page of the plan: `episode` says which helper and lesson it belongs to (-1: none). */
export interface PlannedPage {
  kind: PageKind;
  episode: number;
}

/** Episodes per length: each brings one helper, one mistake and its lesson. */
export const EPISODES: Readonly<Record<BookLength, number>> = { short: 1, medium: 2, long: 4 };

/** The spec's page ranges (section 5); `max` null means no upper bound ("30+"). */
export const PAGE_RANGES: Readonly<Record<BookLength, { min: number; max: number | null }>> = {
  short: { min: 5, max: 10 },
  medium: { min: 15, max: 25 },
  long: { min: 30, max: null },
};

const page = (kind: PageKind, episode = -1): PlannedPage => ({ kind, episode });

/**
 * The plot of a book as a list of pages: a beginning, the problem the theme brings, attempts,
 * a mistake and its lesson (once per episode), the resolution and a final Pausa Mágica.
 * short: 8 or 9 pages; medium: 19 to 21; long: 34 to 38.
 */
export function planPages(length: BookLength, random: RandomSource): PlannedPage[] {
  if (length === 'short') {
    // One more page, either the plan or a closing page: 8 or 9 pages, with room under 10.
    const extra = randomInt(random, 0, 2);
    return [
      page('opening'),
      page('call'),
      ...(extra === 1 ? [page('plan')] : []),
      page('helper', 0),
      page('attempt', 0),
      page('mistake', 0),
      page('lesson', 0),
      page('resolution'),
      ...(extra === 2 ? [page('ending')] : []),
      page('pausa'),
    ];
  }
  const pages = [page('opening'), page('call'), page('plan')];
  const episodes = EPISODES[length];
  for (let e = 0; e < episodes; e++) {
    if (e > 0 && length === 'long') pages.push(page('interlude', e));
    pages.push(page('helper', e), page('attempt', e), page('obstacle', e));
    if (randomInt(random, 0, 1) === 1) pages.push(page('attempt', e));
    pages.push(page('mistake', e), page('lesson', e), page('turn', e));
  }
  pages.push(page('resolution'), page('celebration'), page('ending'), page('pausa'));
  return pages;
}
