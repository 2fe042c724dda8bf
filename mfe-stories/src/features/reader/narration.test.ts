import { DEFAULT_PLAYBACK_RATE, nearestPlaybackRate, PLAYBACK_RATES, playbackRateLabel } from './narration';

describe('playback rates', () => {
  it('offers 0.75×, 1× and 1.25×, normal speed first chosen', () => {
    expect(PLAYBACK_RATES.map(playbackRateLabel)).toEqual(['0.75×', '1×', '1.25×']);
    expect(DEFAULT_PLAYBACK_RATE).toBe(1);
  });

  it('shows the nearest offered rate as chosen', () => {
    expect(nearestPlaybackRate(1)).toBe(1);
    expect(nearestPlaybackRate(0.5)).toBe(0.75);
    expect(nearestPlaybackRate(2)).toBe(1.25);
    expect(nearestPlaybackRate(1.2)).toBe(1.25);
  });
});
