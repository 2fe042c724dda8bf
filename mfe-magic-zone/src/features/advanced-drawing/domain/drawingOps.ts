import type { Point } from './geometry';
import type { StampId } from './tools';

/**
 * One thing the child did on the sheet. The picture is the operations replayed in order on
 * white paper, so undo and redo need no copies of the pixels.
 */
export type DrawingOp =
  | { kind: 'stroke'; colour: string; width: number; points: Point[] }
  | { kind: 'line' | 'rect' | 'circle'; colour: string; width: number; from: Point; to: Point }
  | { kind: 'stamp'; stamp: StampId; at: Point; size: number }
  | { kind: 'fill'; colour: string; at: Point }
  | { kind: 'clear' };

/**
 * The operations that make the picture: everything after the last clear (what came before is
 * under white paper anyway).
 */
export function visibleOps(ops: readonly DrawingOp[]): readonly DrawingOp[] {
  for (let i = ops.length - 1; i >= 0; i--) if (ops[i]!.kind === 'clear') return ops.slice(i + 1);
  return ops;
}

/** Whether the sheet shows anything but paper (what "clear" and "save" are offered for). */
export function hasDrawing(ops: readonly DrawingOp[]): boolean {
  return visibleOps(ops).length > 0;
}
