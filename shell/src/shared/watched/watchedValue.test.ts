import { watchedValue } from './watchedValue';

describe('watchedValue', () => {
  it('tells each listener of every change until it unsubscribes', () => {
    const watched = watchedValue(1);
    const seen: number[] = [];
    const unsubscribe = watched.subscribe(() => seen.push(watched.get()));
    watched.set(2);
    watched.set(3);
    unsubscribe();
    watched.set(4);
    expect(seen).toEqual([2, 3]);
    expect(watched.get()).toBe(4);
  });

  it('keeps the identity of get and subscribe (useSyncExternalStore resubscribes otherwise)', () => {
    const watched = watchedValue('a');
    const { get, subscribe } = watched;
    watched.set('b');
    expect(watched.get).toBe(get);
    expect(watched.subscribe).toBe(subscribe);
  });
});
