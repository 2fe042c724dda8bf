import { EntitlementCache } from './entitlementCache';

describe('EntitlementCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('remembers yes and no for its lifetime, then asks again', async () => {
    const cache = new EntitlementCache(30_000, clock);
    const load = jest.fn<Promise<boolean>, []>().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await cache.get('user-1', load)).toBe(true);
    now += 29_999;
    expect(await cache.get('user-1', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get('user-1', load)).toBe(false);
    expect(await cache.get('user-1', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells of every lookup: a call made is a miss, a fresh answer or a shared call a hit', async () => {
    const lookups: string[] = [];
    const cache = new EntitlementCache(30_000, clock, undefined, (result) => lookups.push(result));
    let finish: (value: boolean) => void = () => {};
    const load = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const first = cache.get('user-1', load);
    const second = cache.get('user-1', load);
    finish(true);
    await Promise.all([first, second]);
    await cache.get('user-1', load);
    now += 30_000;
    void cache.get('user-1', load);
    finish(false);
    expect(lookups).toEqual(['miss', 'hit', 'hit', 'miss']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps users apart', async () => {
    const cache = new EntitlementCache(30_000, clock);
    expect(await cache.get('a', async () => true)).toBe(true);
    expect(await cache.get('b', async () => false)).toBe(false);
  });

  it('does not remember failures', async () => {
    const cache = new EntitlementCache(30_000, clock);
    await expect(cache.get('user-1', () => Promise.reject(new Error('caído')))).rejects.toThrow('caído');
    expect(await cache.get('user-1', async () => true)).toBe(true);
  });

  it('shares one lookup between concurrent requests of a user', async () => {
    const cache = new EntitlementCache(30_000, clock);
    let resolve!: (premium: boolean) => void;
    const load = jest.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const both = Promise.all([cache.get('user-1', load), cache.get('user-1', load)]);
    resolve(true);
    expect(await both).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing with a lifetime of 0', async () => {
    const cache = new EntitlementCache(0, clock);
    const load = jest.fn(async () => true);
    await cache.get('user-1', load);
    await cache.get('user-1', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest users first when full', async () => {
    const cache = new EntitlementCache(30_000, clock, 2);
    await cache.get('a', async () => true);
    await cache.get('b', async () => true);
    await cache.get('c', async () => true);
    expect(cache.size).toBe(2);
    const load = jest.fn(async () => false);
    expect(await cache.get('a', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
