import type { ChildAvatar } from '@universo/contracts';
import type { ApiPath } from '@universo/platform';
import type { ChildrenResponse } from '@universo/platform/api/content';
import { watchedValue } from '../../shared/watched/watchedValue';

/**
 * Who is playing, learned with one plain request before the store exists (like the session
 * probe): the header of the home page greets the child who is playing and offers the switcher
 * without loading the store. Once the store exists the header reads /api/children from it.
 */
export interface PlayingProbe {
  /** The family's user id this answer is for. */
  userId: string;
  playing: { childName: string; avatar: ChildAvatar } | null;
  childCount: number;
}

const probe = watchedValue<PlayingProbe | null>(null);
const asked = new Set<string>();

/** Reads the playing child from an answer of GET /api/children (null for anything else). */
export function playingFrom(userId: string, body: unknown): PlayingProbe | null {
  const family = body as Partial<ChildrenResponse> | null;
  if (!family || !Array.isArray(family.children)) return null;
  const child = family.children.find((c) => c.id === family.activeChildId);
  return { userId, playing: child ? { childName: child.childName, avatar: child.avatar } : null, childCount: family.children.length };
}

/** GET /api/children once per signed-in family; a failure leaves the greeting as it was. */
export async function probePlaying(userId: string, fetchFn: typeof fetch = fetch): Promise<void> {
  if (asked.has(userId)) return;
  asked.add(userId);
  try {
    const response = await fetchFn('/api/children' satisfies ApiPath<'get'>, { credentials: 'include', headers: { Accept: 'application/json' } });
    const text = await response.text();
    const answer = response.ok ? playingFrom(userId, JSON.parse(text)) : null;
    if (answer) probe.set(answer);
  } catch {
    // The store's read takes over when a page loads it.
  }
}

export const getPlayingProbe = probe.get;

export const subscribeToPlayingProbe = probe.subscribe;

// A click on the switcher before the store loaded: the real switcher opens as soon as it mounts.
let openRequested = false;

export function requestWhoIsPlaying(): void {
  openRequested = true;
}

export function takeWhoIsPlayingRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}
