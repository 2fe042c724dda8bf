import type { Point } from '../domain/geometry';
import type { StampId } from '../domain/tools';

type Ctx = CanvasRenderingContext2D;

function circle(ctx: Ctx, x: number, y: number, r: number, fill: string, stroke?: string, width = 0): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.lineWidth = width;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

function polygon(ctx: Ctx, points: [number, number][], fill: string): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

function smile(ctx: Ctx, x: number, y: number, r: number, width: number, colour = '#3b1f2b'): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/** Each character drawn in a unit square centred on 0,0 (from -0.5 to 0.5), on its round badge. */
const PAINTERS: Record<StampId, { badge: string; paint: (ctx: Ctx) => void }> = {
  francesca: {
    badge: '#fce7f3',
    paint: (ctx) => {
      circle(ctx, 0, -0.02, 0.3, '#6b3e26');
      ctx.fillRect(-0.3, -0.02, 0.6, 0.3);
      circle(ctx, 0, 0.04, 0.22, '#f6d2b0');
      polygon(
        ctx,
        [
          [-0.24, -0.1],
          [0.24, -0.1],
          [0.22, -0.22],
          [0, -0.3],
          [-0.22, -0.22],
        ],
        '#6b3e26',
      );
      polygon(
        ctx,
        [
          [0.1, -0.27],
          [0.3, -0.36],
          [0.3, -0.16],
        ],
        '#ec4899',
      );
      polygon(
        ctx,
        [
          [0.1, -0.27],
          [-0.08, -0.38],
          [-0.06, -0.18],
        ],
        '#ec4899',
      );
      circle(ctx, 0.1, -0.27, 0.04, '#be185d');
      circle(ctx, -0.08, 0.03, 0.028, '#1f1635');
      circle(ctx, 0.08, 0.03, 0.028, '#1f1635');
      circle(ctx, -0.14, 0.1, 0.035, '#f9a8d4');
      circle(ctx, 0.14, 0.1, 0.035, '#f9a8d4');
      smile(ctx, 0, 0.08, 0.08, 0.022);
    },
  },
  chispas: {
    badge: '#1e3a5f',
    paint: (ctx) => {
      const glow = ctx.createRadialGradient(0, 0.14, 0, 0, 0.14, 0.3);
      glow.addColorStop(0, 'rgba(254, 240, 138, 0.95)');
      glow.addColorStop(1, 'rgba(254, 240, 138, 0)');
      circle(ctx, 0, 0.14, 0.3, '#1e3a5f');
      ctx.fillStyle = glow;
      ctx.fill();
      ctx.save();
      ctx.globalAlpha = 0.85;
      ctx.beginPath();
      ctx.ellipse(-0.13, -0.1, 0.14, 0.08, -0.6, 0, Math.PI * 2);
      ctx.ellipse(0.13, -0.1, 0.14, 0.08, 0.6, 0, Math.PI * 2);
      ctx.fillStyle = '#bae6fd';
      ctx.fill();
      ctx.restore();
      ctx.beginPath();
      ctx.ellipse(0, 0.02, 0.09, 0.16, 0, 0, Math.PI * 2);
      ctx.fillStyle = '#4b3621';
      ctx.fill();
      circle(ctx, 0, 0.16, 0.11, '#fde047');
      circle(ctx, 0, -0.17, 0.08, '#4b3621');
      circle(ctx, -0.03, -0.18, 0.018, '#ffffff');
      circle(ctx, 0.03, -0.18, 0.018, '#ffffff');
      polygon(
        ctx,
        [
          [0.3, -0.32],
          [0.33, -0.24],
          [0.41, -0.21],
          [0.33, -0.18],
          [0.3, -0.1],
          [0.27, -0.18],
          [0.19, -0.21],
          [0.27, -0.24],
        ],
        '#fde047',
      );
    },
  },
  sombra: {
    badge: '#ede9fe',
    paint: (ctx) => {
      polygon(
        ctx,
        [
          [-0.27, -0.05],
          [-0.24, -0.34],
          [-0.06, -0.2],
        ],
        '#111827',
      );
      polygon(
        ctx,
        [
          [0.27, -0.05],
          [0.24, -0.34],
          [0.06, -0.2],
        ],
        '#111827',
      );
      circle(ctx, 0, 0.04, 0.27, '#111827');
      ctx.beginPath();
      ctx.ellipse(-0.1, 0, 0.06, 0.045, 0, 0, Math.PI * 2);
      ctx.ellipse(0.1, 0, 0.06, 0.045, 0, 0, Math.PI * 2);
      ctx.fillStyle = '#facc15';
      ctx.fill();
      ctx.fillStyle = '#111827';
      ctx.fillRect(-0.108, -0.04, 0.016, 0.08);
      ctx.fillRect(0.092, -0.04, 0.016, 0.08);
      polygon(
        ctx,
        [
          [-0.035, 0.09],
          [0.035, 0.09],
          [0, 0.13],
        ],
        '#f9a8d4',
      );
      ctx.beginPath();
      for (const side of [-1, 1]) {
        for (const dy of [-0.02, 0.03]) {
          ctx.moveTo(side * 0.06, 0.12 + dy / 2);
          ctx.lineTo(side * 0.33, 0.1 + dy);
        }
      }
      ctx.lineWidth = 0.012;
      ctx.strokeStyle = '#d1d5db';
      ctx.stroke();
    },
  },
  leo: {
    badge: '#fef9c3',
    paint: (ctx) => {
      ctx.beginPath();
      ctx.ellipse(0, 0.04, 0.3, 0.21, -0.35, 0, Math.PI * 2);
      ctx.fillStyle = '#facc15';
      ctx.fill();
      polygon(
        ctx,
        [
          [0.22, -0.1],
          [0.34, -0.17],
          [0.27, -0.04],
        ],
        '#facc15',
      );
      polygon(
        ctx,
        [
          [-0.22, 0.18],
          [-0.34, 0.25],
          [-0.27, 0.12],
        ],
        '#facc15',
      );
      ctx.beginPath();
      ctx.ellipse(0.1, -0.24, 0.13, 0.05, -0.5, 0, Math.PI * 2);
      ctx.fillStyle = '#22c55e';
      ctx.fill();
      circle(ctx, -0.07, 0.02, 0.025, '#1f1635');
      circle(ctx, 0.07, -0.02, 0.025, '#1f1635');
      smile(ctx, 0, 0.05, 0.08, 0.02);
    },
  },
  don_ramon: {
    badge: '#dcfce7',
    paint: (ctx) => {
      circle(ctx, 0, 0.05, 0.29, '#f97316');
      circle(ctx, -0.1, -0.05, 0.07, 'rgba(255, 255, 255, 0.25)');
      ctx.fillStyle = '#713f12';
      ctx.fillRect(-0.015, -0.3, 0.03, 0.08);
      ctx.beginPath();
      ctx.ellipse(0.1, -0.27, 0.11, 0.045, -0.3, 0, Math.PI * 2);
      ctx.fillStyle = '#16a34a';
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(-0.12, 0.02);
      ctx.quadraticCurveTo(-0.06, -0.05, 0, 0.02);
      ctx.quadraticCurveTo(0.06, -0.05, 0.12, 0.02);
      ctx.lineWidth = 0.035;
      ctx.strokeStyle = '#4b2e14';
      ctx.stroke();
      circle(ctx, -0.09, -0.06, 0.022, '#1f1635');
      circle(ctx, 0.09, -0.06, 0.022, '#1f1635');
      smile(ctx, 0, 0.08, 0.08, 0.02);
    },
  },
  don_ernesto: {
    badge: '#e0f2fe',
    paint: (ctx) => {
      circle(ctx, -0.2, -0.26, 0.08, '#b45309');
      circle(ctx, 0.2, -0.26, 0.08, '#b45309');
      circle(ctx, 0, 0.04, 0.3, '#fffbeb', '#92400e', 0.05);
      ctx.beginPath();
      for (let hour = 0; hour < 12; hour++) {
        const angle = (hour / 12) * Math.PI * 2;
        const inner = hour % 3 === 0 ? 0.2 : 0.23;
        ctx.moveTo(Math.sin(angle) * inner, 0.04 - Math.cos(angle) * inner);
        ctx.lineTo(Math.sin(angle) * 0.26, 0.04 - Math.cos(angle) * 0.26);
      }
      ctx.lineWidth = 0.02;
      ctx.strokeStyle = '#78350f';
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(0, 0.04);
      ctx.lineTo(-0.12, -0.04);
      ctx.moveTo(0, 0.04);
      ctx.lineTo(0.1, -0.12);
      ctx.lineWidth = 0.03;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#1f1635';
      ctx.stroke();
      circle(ctx, 0, 0.04, 0.025, '#1f1635');
    },
  },
};

/** Draws a character's stamp, `size` canvas pixels wide, centred on `at`. */
export function paintStamp(ctx: Ctx, stamp: StampId, at: Point, size: number): void {
  const { badge, paint } = PAINTERS[stamp];
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.scale(size, size);
  circle(ctx, 0, 0, 0.48, badge, '#ffffff', 0.04);
  ctx.beginPath();
  ctx.arc(0, 0, 0.5, 0, Math.PI * 2);
  ctx.lineWidth = 0.015;
  ctx.strokeStyle = 'rgba(31, 22, 53, 0.35)';
  ctx.stroke();
  paint(ctx);
  ctx.restore();
}
