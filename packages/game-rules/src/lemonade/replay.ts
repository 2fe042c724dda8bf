import { formatPesos } from '@universo/contracts';
import { type LemonadeDay, lemonadeDay, lemonadePoints, type LemonadeQuantities } from './lemonadeStand';

/**
 * The largest stand a day can report: enough for any stand a child plans, small enough that a
 * reported day stays a child's day (the calculator offers "Abrir mi puesto" only within them).
 */
export const LEMONADE_LIMITS = { lemons: 100, sugarPacks: 50, cups: 200, pricePerCup: 10_000 } as const;

export const LEMONADE_PROBLEMS = {
  format: `El día del puesto de limonada (details.moves) no tiene la forma esperada: limones, azúcar, vasos, precio y vasos vendidos, por ejemplo "5,2,10,350,8"`,
  unreachable: `Ese día del puesto de limonada no cabe en las reglas: hasta ${LEMONADE_LIMITS.lemons} limones, ${LEMONADE_LIMITS.sugarPacks} paquetes de azúcar, ${LEMONADE_LIMITS.cups} vasos, un precio de hasta ${formatPesos(LEMONADE_LIMITS.pricePerCup)} y de 1 vaso vendido a los vasos preparados`,
  result: 'El costo, los ingresos o la ganancia no coinciden con las cuentas del puesto de limonada',
} as const;

/** A day of the stand as the calculator reports it: the quantities bought, the price and the cups sold. */
export interface LemonadeReport extends LemonadeQuantities {
  pricePerCup: number;
  cupsSold: number;
}

/** The report as it travels: "lemons,sugarPacks,cups,pricePerCup,cupsSold". */
export function lemonadeMovesOf(report: LemonadeReport): string {
  return [report.lemons, report.sugarPacks, report.cups, report.pricePerCup, report.cupsSold].join(',');
}

/** A day the calculator can report: within the limits, and at least one cup sold of those prepared. */
export function isReportableLemonade(report: LemonadeReport): boolean {
  return (
    report.lemons <= LEMONADE_LIMITS.lemons &&
    report.sugarPacks <= LEMONADE_LIMITS.sugarPacks &&
    report.cups <= LEMONADE_LIMITS.cups &&
    report.pricePerCup <= LEMONADE_LIMITS.pricePerCup &&
    report.cupsSold >= 1 &&
    report.cupsSold <= report.cups
  );
}

/** What the service keeps of a recomputed day: its own accounts, never the browser's (pesos). */
export interface LemonadeOutcome {
  moves: string;
  cost: number;
  price: number;
  cupsSold: number;
  income: number;
  /** Ganancia del día: income − cost (a loss is negative); "Mi emprendimiento" shows the best. */
  profit: number;
  /** 1 per 100 pesos of profit: the calculator's own score. */
  score: number;
}

export function lemonadeOutcome(report: LemonadeReport, day: LemonadeDay): LemonadeOutcome {
  return {
    moves: lemonadeMovesOf(report),
    cost: day.costs,
    price: day.pricePerCup,
    cupsSold: day.cupsSold,
    income: day.income,
    profit: day.profit,
    score: lemonadePoints(day.profit),
  };
}

/**
 * Recomputes a reported day with the stand's own arithmetic: the day, or the Spanish reason it
 * cannot be (not five whole numbers, or a day outside the limits or selling cups never prepared).
 */
export function replayLemonade(moves: unknown): { report: LemonadeReport; day: LemonadeDay } | { problem: string } {
  if (typeof moves !== 'string' || !/^\d{1,6}(,\d{1,6}){4}$/.test(moves)) return { problem: LEMONADE_PROBLEMS.format };
  const [lemons, sugarPacks, cups, pricePerCup, cupsSold] = moves.split(',').map(Number) as [number, number, number, number, number];
  const report: LemonadeReport = { lemons, sugarPacks, cups, pricePerCup, cupsSold };
  if (!isReportableLemonade(report)) return { problem: LEMONADE_PROBLEMS.unreachable };
  return { report, day: lemonadeDay(report, cupsSold, pricePerCup) };
}
