import { canRedo, canUndo, emptyHistory, record, redo, undo } from './history';

describe('drawing history', () => {
  it('starts empty: nothing to undo or redo', () => {
    const history = emptyHistory<string>();
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoes the most recent entry first and redoes it back, in order', () => {
    let history = record(record(record(emptyHistory<string>(), 'sol'), 'casa'), 'árbol');
    history = undo(history);
    expect(history.done).toEqual(['sol', 'casa']);
    history = undo(history);
    expect(history.done).toEqual(['sol']);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.done).toEqual(['sol', 'casa']);
    history = redo(history);
    expect(history.done).toEqual(['sol', 'casa', 'árbol']);
    expect(canRedo(history)).toBe(false);
  });

  it('forgets what was undone once something new is drawn', () => {
    let history = record(record(emptyHistory<string>(), 'sol'), 'casa');
    history = record(undo(history), 'nube');
    expect(history.done).toEqual(['sol', 'nube']);
    expect(canRedo(history)).toBe(false);
  });

  it('never changes the history it was given', () => {
    const before = record(emptyHistory<string>(), 'sol');
    const frozen = JSON.stringify(before);
    undo(before);
    record(before, 'luna');
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('can undo everything and redo everything', () => {
    let history = emptyHistory<number>();
    for (let i = 1; i <= 50; i++) history = record(history, i);
    while (canUndo(history)) history = undo(history);
    expect(history.undone).toHaveLength(50);
    while (canRedo(history)) history = redo(history);
    expect(history.done).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
