/** The narration speeds a child can pick: slower, normal, faster. */
export const PLAYBACK_RATES = [0.75, 1, 1.25] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** '0.75×', '1×', '1.25×': the buttons' text. */
export function playbackRateLabel(rate: number): string {
  return `${rate}×`;
}

/** The rate the buttons show as chosen: the nearest offered one (the native control can set others). */
export function nearestPlaybackRate(rate: number): PlaybackRate {
  return PLAYBACK_RATES.reduce((best, candidate) => (Math.abs(candidate - rate) < Math.abs(best - rate) ? candidate : best));
}

/**
 * Whether any narration file the browser could play is there, asked with HEAD requests so a page
 * load never downloads the audio itself (a chapter's Ogg is ~0.8 MB: on slow mobile data it would
 * hold up the page's text). The player downloads the file only when the child presses "Escuchar".
 * A file the browser cannot play is not asked for; a network failure counts as missing.
 */
export async function narrationReachable(
  sources: readonly { src: string; type: string }[],
  canPlay: (type: string) => boolean,
  fetchFn: typeof fetch = fetch,
): Promise<boolean> {
  for (const source of sources) {
    if (!canPlay(source.type)) continue;
    try {
      const response = await fetchFn(source.src, { method: 'HEAD', credentials: 'same-origin' });
      if (response.ok) return true;
    } catch {
      // unreachable: try the next format
    }
  }
  return false;
}
