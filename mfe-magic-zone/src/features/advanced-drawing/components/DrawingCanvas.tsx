import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef } from 'react';
import type { DrawingOp } from '../domain/drawingOps';
import { addsToStroke, isDrag, type Point, toCanvasPoint } from '../domain/geometry';
import { CANVAS_SIZE, colourHex, PAPER, sizePixels, STAMP_SIZE, type ToolSettings } from '../domain/tools';
import { paintOp, paintSegment, repaint } from '../canvas/paintOps';

export interface DrawingCanvasProps {
  /** What the sheet shows: the history's operations, oldest first. */
  ops: readonly DrawingOp[];
  settings: ToolSettings;
  /** A finished stroke, shape, stamp or fill. */
  onDraw: (op: DrawingOp) => void;
  /** The sheet's canvas, for saving it as a PNG. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

type LiveOp = Exclude<DrawingOp, { kind: 'fill' } | { kind: 'clear' }>;

const context = (canvas: HTMLCanvasElement | null) => canvas?.getContext('2d', { willReadFrequently: true }) ?? null;

function isPrefix(shown: readonly DrawingOp[], ops: readonly DrawingOp[]): boolean {
  return shown.length <= ops.length && shown.every((op, i) => op === ops[i]);
}

/**
 * The sheet: a 1200 x 900 canvas drawn at the page's width, and a layer above it that takes the
 * pointer (mouse, touch or pen, with `touch-action: none` so a finger draws instead of scrolling)
 * and shows shapes and stamps while they are being placed.
 */
export function DrawingCanvas({ ops, settings, onDraw, canvasRef }: DrawingCanvasProps) {
  const layerRef = useRef<HTMLCanvasElement>(null);
  /** What the sheet shows now (null: not even paper yet). Strokes are painted as they are drawn, before they reach `ops`. */
  const shown = useRef<readonly DrawingOp[] | null>(null);
  const live = useRef<{ pointerId: number; op: LiveOp } | null>(null);

  useEffect(() => {
    const ctx = context(canvasRef.current);
    if (!ctx) return;
    if (shown.current && isPrefix(shown.current, ops)) {
      for (const op of ops.slice(shown.current.length)) paintOp(ctx, op);
    } else {
      repaint(ctx, ops);
    }
    shown.current = ops;
  }, [ops, canvasRef]);

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const layer = layerRef.current!;
    return toCanvasPoint({ x: event.clientX, y: event.clientY }, layer.getBoundingClientRect(), CANVAS_SIZE);
  };

  const clearLayer = () => {
    const layer = layerRef.current;
    layer?.getContext('2d')?.clearRect(0, 0, layer.width, layer.height);
  };

  const preview = (op: LiveOp) => {
    const ctx = layerRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, CANVAS_SIZE.width, CANVAS_SIZE.height);
    paintOp(ctx, op);
  };

  /** Paints a finished operation on the sheet and hands it to the history. */
  const commit = (op: DrawingOp, alreadyPainted: boolean) => {
    const ctx = context(canvasRef.current);
    if (ctx && !alreadyPainted) paintOp(ctx, op);
    shown.current = [...(shown.current ?? []), op];
    onDraw(op);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (live.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = pointOf(event);
    const colour = colourHex(settings.colour);
    const width = sizePixels(settings.size);
    switch (settings.tool) {
      case 'brush':
      case 'eraser': {
        const op: LiveOp = { kind: 'stroke', colour: settings.tool === 'eraser' ? PAPER : colour, width, points: [at] };
        const ctx = context(canvasRef.current);
        if (ctx) paintSegment(ctx, op.colour, width, at, at);
        live.current = { pointerId: event.pointerId, op };
        return;
      }
      case 'line':
      case 'rect':
      case 'circle':
        live.current = { pointerId: event.pointerId, op: { kind: settings.tool, colour, width, from: at, to: at } };
        return;
      case 'stamp': {
        const op: LiveOp = { kind: 'stamp', stamp: settings.stamp, at, size: STAMP_SIZE };
        live.current = { pointerId: event.pointerId, op };
        preview(op);
        return;
      }
      case 'fill':
        commit({ kind: 'fill', colour, at }, false);
        return;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = live.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const { op } = current;
    // A pen or a fast finger sends several positions per frame: every one of them is drawn.
    const events = typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
    const positions = (events.length > 0 ? events : [event]).map(pointOf);
    if (op.kind === 'stroke') {
      const ctx = context(canvasRef.current);
      for (const at of positions) {
        const last = op.points[op.points.length - 1];
        if (!addsToStroke(last, at)) continue;
        op.points.push(at);
        if (ctx && last) paintSegment(ctx, op.colour, op.width, last, at);
      }
      return;
    }
    const at = positions[positions.length - 1]!;
    const moved: LiveOp = op.kind === 'stamp' ? { ...op, at } : { ...op, to: at };
    current.op = moved;
    preview(moved);
  };

  const finish = (event: ReactPointerEvent<HTMLCanvasElement>, keep: boolean) => {
    const current = live.current;
    if (!current || current.pointerId !== event.pointerId) return;
    live.current = null;
    clearLayer();
    const { op } = current;
    // A stroke is already on the sheet: it is kept even when the system takes the pointer away.
    if (op.kind === 'stroke') commit(op, true);
    else if (keep && (op.kind === 'stamp' || isDrag(op.from, op.to))) commit(op, false);
  };

  return (
    <div className="drawing-sheet">
      <canvas ref={canvasRef} className="drawing-sheet__paper" width={CANVAS_SIZE.width} height={CANVAS_SIZE.height} aria-hidden="true" />
      <canvas
        ref={layerRef}
        className="drawing-sheet__layer"
        width={CANVAS_SIZE.width}
        height={CANVAS_SIZE.height}
        role="img"
        aria-label="Lienzo de dibujo: dibuja aquí con el dedo, el lápiz o el ratón"
        data-testid="drawing-canvas"
        data-ops={ops.length}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => finish(event, true)}
        onPointerCancel={(event) => finish(event, false)}
        onLostPointerCapture={(event) => finish(event, true)}
      />
    </div>
  );
}
