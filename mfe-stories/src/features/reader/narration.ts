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
