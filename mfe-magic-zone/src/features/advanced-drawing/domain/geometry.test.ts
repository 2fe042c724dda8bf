import { addsToStroke, circleFromDrag, isDrag, rectFromDrag, toCanvasPoint } from './geometry';

const CANVAS = { width: 1200, height: 900 };

describe('pointer to canvas', () => {
  it('maps the screen to the canvas’s pixels when the canvas is drawn smaller (a 360 px phone)', () => {
    const box = { left: 16, top: 200, width: 300, height: 225 };
    expect(toCanvasPoint({ x: 16, y: 200 }, box, CANVAS)).toEqual({ x: 0, y: 0 });
    expect(toCanvasPoint({ x: 166, y: 312.5 }, box, CANVAS)).toEqual({ x: 600, y: 450 });
    expect(toCanvasPoint({ x: 316, y: 425 }, box, CANVAS)).toEqual({ x: 1200, y: 900 });
  });

  it('keeps a pointer that slides off the edge on the sheet', () => {
    const box = { left: 0, top: 0, width: 600, height: 450 };
    expect(toCanvasPoint({ x: -40, y: 500 }, box, CANVAS)).toEqual({ x: 0, y: 900 });
    expect(toCanvasPoint({ x: 900, y: -3 }, box, CANVAS)).toEqual({ x: 1200, y: 0 });
  });

  it('does not divide by zero while the canvas has no size yet', () => {
    expect(toCanvasPoint({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 }, CANVAS)).toEqual({ x: 5, y: 5 });
  });
});

describe('freehand strokes', () => {
  it('starts with the first point and skips moves smaller than half a pixel', () => {
    expect(addsToStroke(undefined, { x: 1, y: 1 })).toBe(true);
    expect(addsToStroke({ x: 1, y: 1 }, { x: 1.2, y: 1.2 })).toBe(false);
    expect(addsToStroke({ x: 1, y: 1 }, { x: 1.5, y: 1 })).toBe(true);
  });
});

describe('shapes', () => {
  it('makes the same rectangle whichever corner the drag starts from', () => {
    const expected = { x: 10, y: 20, width: 90, height: 60 };
    expect(rectFromDrag({ x: 10, y: 20 }, { x: 100, y: 80 })).toEqual(expected);
    expect(rectFromDrag({ x: 100, y: 80 }, { x: 10, y: 20 })).toEqual(expected);
    expect(rectFromDrag({ x: 100, y: 20 }, { x: 10, y: 80 })).toEqual(expected);
  });

  it('draws a circle from its centre to its edge', () => {
    expect(circleFromDrag({ x: 100, y: 100 }, { x: 130, y: 140 })).toEqual({ cx: 100, cy: 100, radius: 50 });
    expect(circleFromDrag({ x: 5, y: 5 }, { x: 5, y: 5 }).radius).toBe(0);
  });

  it('tells a drag from a tap', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 1, y: 1 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 2, y: 0 })).toBe(true);
  });
});
