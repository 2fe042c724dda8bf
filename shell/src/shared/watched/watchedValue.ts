/**
 * A value the shell learns outside React (a probe's answer, the remotes' map) that components
 * read with useSyncExternalStore and plain code can wait for: `get` and `subscribe` keep their
 * identity, as useSyncExternalStore needs.
 */
export interface WatchedValue<T> {
  get: () => T;
  /** Replaces the value and tells every listener. */
  set: (next: T) => void;
  /** Calls `listener` on each change until the returned function is called. */
  subscribe: (listener: () => void) => () => void;
}

export function watchedValue<T>(initial: T): WatchedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
