import { DEFAULT_PLAYBACK_RATE, narrationReachable, nearestPlaybackRate, PLAYBACK_RATES, playbackRateLabel } from './narration';

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

describe('narrationReachable', () => {
  const sources = [
    { src: '/a.ogg', type: 'audio/ogg; codecs=opus' },
    { src: '/a.mp3', type: 'audio/mpeg' },
  ];
  const answering = (statuses: Record<string, number | 'down'>) => {
    const asked: { url: string; method?: string }[] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method });
      const status = statuses[url];
      if (status === 'down') throw new TypeError('Failed to fetch');
      return new Response(null, { status: status ?? 404 });
    }) as unknown as typeof fetch;
    return { asked, fetchFn };
  };

  it('asks with HEAD only, and stops at the first file that is there', async () => {
    const { asked, fetchFn } = answering({ '/a.ogg': 200, '/a.mp3': 200 });
    await expect(narrationReachable(sources, () => true, fetchFn)).resolves.toBe(true);
    expect(asked).toEqual([{ url: '/a.ogg', method: 'HEAD' }]);
  });

  it('skips formats the browser cannot play', async () => {
    const { asked, fetchFn } = answering({ '/a.ogg': 200, '/a.mp3': 200 });
    await expect(narrationReachable(sources, (type) => type === 'audio/mpeg', fetchFn)).resolves.toBe(true);
    expect(asked.map((a) => a.url)).toEqual(['/a.mp3']);
  });

  it('tries the next format when one is missing or unreachable, and says no when none is there', async () => {
    await expect(narrationReachable(sources, () => true, answering({ '/a.ogg': 'down', '/a.mp3': 200 }).fetchFn)).resolves.toBe(true);
    await expect(narrationReachable(sources, () => true, answering({ '/a.ogg': 404, '/a.mp3': 403 }).fetchFn)).resolves.toBe(false);
    await expect(narrationReachable(sources, () => false, answering({ '/a.ogg': 200 }).fetchFn)).resolves.toBe(false);
  });
});
