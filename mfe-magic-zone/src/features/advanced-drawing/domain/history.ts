/**
 * Undo and redo over a list of entries (the drawing's operations): `done` is what the picture
 * shows, oldest first; `undone` holds what undo took away, the most recent last. Pure: every
 * function returns a new history.
 */
export interface History<T> {
  readonly done: readonly T[];
  readonly undone: readonly T[];
}

export function emptyHistory<T>(): History<T> {
  return { done: [], undone: [] };
}

/** Adds what was just drawn; anything undone before it can no longer be redone. */
export function record<T>(history: History<T>, entry: T): History<T> {
  return { done: [...history.done, entry], undone: [] };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.done.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.undone.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const last = history.done[history.done.length - 1];
  if (last === undefined) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

export function redo<T>(history: History<T>): History<T> {
  const next = history.undone[history.undone.length - 1];
  if (next === undefined) return history;
  return { done: [...history.done, next], undone: history.undone.slice(0, -1) };
}
