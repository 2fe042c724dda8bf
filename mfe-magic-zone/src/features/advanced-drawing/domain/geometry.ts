/** A point on the drawing, in the canvas's own pixels (not the screen's). */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where a shape sits on the screen (a DOMRect's fields). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The canvas point under a pointer: the canvas is drawn scaled to the page's width, so screen
 * coordinates are mapped back to its pixels, and kept on the sheet.
 */
export function toCanvasPoint(client: Point, box: Box, canvas: Size): Point {
  const scaleX = box.width > 0 ? canvas.width / box.width : 1;
  const scaleY = box.height > 0 ? canvas.height / box.height : 1;
  return {
    x: Math.min(canvas.width, Math.max(0, (client.x - box.left) * scaleX)),
    y: Math.min(canvas.height, Math.max(0, (client.y - box.top) * scaleY)),
  };
}

/** How far apart two points are. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * Whether a pointer move adds a point to a freehand stroke: moves smaller than half a pixel of
 * the canvas add nothing but work (a finger trembles; a pen sends many events).
 */
export function addsToStroke(last: Point | undefined, next: Point, minDistance = 0.5): boolean {
  return last === undefined || distance(last, next) >= minDistance;
}

/** The rectangle dragged between two corners, whichever way the drag went. */
export function rectFromDrag(from: Point, to: Point): { x: number; y: number; width: number; height: number } {
  return { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) };
}

/** The circle dragged from its centre out to its edge. */
export function circleFromDrag(centre: Point, edge: Point): { cx: number; cy: number; radius: number } {
  return { cx: centre.x, cy: centre.y, radius: distance(centre, edge) };
}

/** Whether a drag is long enough to be a shape (a tap is not a line or a rectangle). */
export function isDrag(from: Point, to: Point, minDistance = 2): boolean {
  return distance(from, to) >= minDistance;
}
