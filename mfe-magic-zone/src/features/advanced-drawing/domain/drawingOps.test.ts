import { type DrawingOp, hasDrawing, visibleOps } from './drawingOps';

const dot = (x: number): DrawingOp => ({ kind: 'stroke', colour: '#000000', width: 4, points: [{ x, y: x }] });

describe('drawing operations', () => {
  it('replays everything when the sheet was never cleared', () => {
    const ops = [dot(1), dot(2)];
    expect(visibleOps(ops)).toEqual(ops);
    expect(hasDrawing(ops)).toBe(true);
  });

  it('replays only what came after the last clear', () => {
    expect(visibleOps([dot(1), { kind: 'clear' }, dot(2), { kind: 'clear' }, dot(3)])).toEqual([dot(3)]);
  });

  it('a blank or just-cleared sheet has no drawing', () => {
    expect(hasDrawing([])).toBe(false);
    expect(hasDrawing([dot(1), { kind: 'clear' }])).toBe(false);
  });
});
