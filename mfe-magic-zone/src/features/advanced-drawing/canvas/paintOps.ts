import type { DrawingOp } from '../domain/drawingOps';
import { visibleOps } from '../domain/drawingOps';
import { floodFill, hexToRgba } from '../domain/floodFill';
import { circleFromDrag, type Point, rectFromDrag } from '../domain/geometry';
import { PAPER } from '../domain/tools';
import { paintStamp } from './paintStamp';

type Ctx = CanvasRenderingContext2D;

function pen(ctx: Ctx, colour: string, width: number): void {
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/** A piece of a freehand stroke, from `from` to `to` (a single point is a dot). */
export function paintSegment(ctx: Ctx, colour: string, width: number, from: Point, to: Point): void {
  ctx.save();
  pen(ctx, colour, width);
  if (from.x === to.x && from.y === to.y) {
    ctx.beginPath();
    ctx.arc(from.x, from.y, width / 2, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  }
  ctx.restore();
}

/** Draws one operation on the sheet (or a shape's preview on the layer above it). */
export function paintOp(ctx: Ctx, op: DrawingOp): void {
  const { width, height } = ctx.canvas;
  switch (op.kind) {
    case 'stroke': {
      const [first, ...rest] = op.points;
      if (!first) return;
      if (rest.length === 0) {
        paintSegment(ctx, op.colour, op.width, first, first);
        return;
      }
      ctx.save();
      pen(ctx, op.colour, op.width);
      ctx.beginPath();
      ctx.moveTo(first.x, first.y);
      for (const point of rest) ctx.lineTo(point.x, point.y);
      ctx.stroke();
      ctx.restore();
      return;
    }
    case 'line':
    case 'rect':
    case 'circle': {
      ctx.save();
      pen(ctx, op.colour, op.width);
      ctx.beginPath();
      if (op.kind === 'line') {
        ctx.moveTo(op.from.x, op.from.y);
        ctx.lineTo(op.to.x, op.to.y);
      } else if (op.kind === 'rect') {
        const rect = rectFromDrag(op.from, op.to);
        ctx.rect(rect.x, rect.y, rect.width, rect.height);
      } else {
        const circle = circleFromDrag(op.from, op.to);
        ctx.arc(circle.cx, circle.cy, circle.radius, 0, Math.PI * 2);
      }
      ctx.stroke();
      ctx.restore();
      return;
    }
    case 'stamp':
      paintStamp(ctx, op.stamp, op.at, op.size);
      return;
    case 'fill': {
      const pixels = ctx.getImageData(0, 0, width, height);
      if (floodFill(pixels, op.at.x, op.at.y, hexToRgba(op.colour)) > 0) ctx.putImageData(pixels, 0, 0);
      return;
    }
    case 'clear':
      ctx.save();
      ctx.fillStyle = PAPER;
      ctx.fillRect(0, 0, width, height);
      ctx.restore();
      return;
  }
}

/** The whole picture again, from white paper (after an undo or a redo). */
export function repaint(ctx: Ctx, ops: readonly DrawingOp[]): void {
  paintOp(ctx, { kind: 'clear' });
  for (const op of visibleOps(ops)) paintOp(ctx, op);
}
