import { DEFAULT_PLAYBACK_RATE, narrationSource, nearestPlaybackRate, PLAYBACK_RATES, playbackRateLabel } from './narration';

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

describe('narrationSource', () => {
  it('plays the site’s own audio paths and https addresses', () => {
    expect(narrationSource('/media/audio/book-1/chapter-01.ogg')).toBe('/media/audio/book-1/chapter-01.ogg');
    expect(narrationSource(' https://cdn.example.com/a.ogg ')).toBe('https://cdn.example.com/a.ogg');
  });

  it('has no audio for nothing, other schemes or protocol-relative addresses', () => {
    for (const value of [undefined, null, '', '  ', 'javascript:alert(1)', 'http://x/a.ogg', '//evil.example/a.ogg', 'data:audio/ogg;base64,AA']) {
      expect(narrationSource(value)).toBeNull();
    }
  });
});
