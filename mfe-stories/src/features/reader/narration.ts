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
 * The chapter's audio URL as the player may load it: a path on this site (the gateway serves
 * /media/ with range requests) or an https address; anything else is no audio.
 */
export function narrationSource(audioFile: string | null | undefined): string | null {
  const value = audioFile?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\/[^\s]+$/i.test(value) ? value : null;
}
