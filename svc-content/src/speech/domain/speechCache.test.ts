import { SpeechCache } from './speechCache';

const bytes = (n: number, fill = 1): Buffer => Buffer.alloc(n, fill);

describe('SpeechCache', () => {
  it('keeps recordings up to its size and drops the least recently used first', () => {
    const cache = new SpeechCache(10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  });

  it('replaces a key without counting it twice, and never keeps one bigger than the whole cache', () => {
    const cache = new SpeechCache(10);
    cache.set('a', bytes(4));
    cache.set('a', bytes(6, 2));
    expect(cache.size).toEqual({ entries: 1, bytes: 6 });
    expect(cache.get('a')![0]).toBe(2);
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.bytes).toBe(6);
  });
});
