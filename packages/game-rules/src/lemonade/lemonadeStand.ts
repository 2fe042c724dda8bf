import { formatPesos } from '@universo/contracts';

// Puesto de Limonada's rules, run by the calculator in mfe-magic-zone and by svc-content to
// recompute a reported day (see replay.ts).

/** Spec section 9: what each ingredient costs, in pesos. */
export const LEMONADE_PRICES = { lemon: 200, sugarPack: 100, cup: 50 } as const;

/** The suggested price covers the cost of a cup twice (half is profit), rounded up to 50 pesos. */
export const SUGGESTED_MARKUP = 2;
export const PRICE_STEP = 50;

export interface LemonadeQuantities {
  lemons: number;
  sugarPacks: number;
  cups: number;
}

/**
 * Spec section 5: whole-number quantities, minimum 0; anything else (empty, letters, decimals,
 * negatives) counts as 0.
 */
export function wholeQuantity(input: string | number): number {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d+$/.test(text)) return 0;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : 0;
}

export interface LemonadeCosts {
  lemons: number;
  sugarPacks: number;
  cups: number;
  total: number;
}

export function lemonadeCosts(quantities: LemonadeQuantities): LemonadeCosts {
  const lemons = quantities.lemons * LEMONADE_PRICES.lemon;
  const sugarPacks = quantities.sugarPacks * LEMONADE_PRICES.sugarPack;
  const cups = quantities.cups * LEMONADE_PRICES.cup;
  return { lemons, sugarPacks, cups, total: lemons + sugarPacks + cups };
}

/** What one cup costs to make (every cup of lemonade needs its cup), or null without cups. */
export function costPerCup(totalCost: number, cups: number): number | null {
  return cups > 0 ? totalCost / cups : null;
}

/** A price per cup that pays back the cost twice, rounded up to 50 pesos; null without cups. */
export function suggestedPricePerCup(totalCost: number, cups: number): number | null {
  const perCup = costPerCup(totalCost, cups);
  if (perCup === null) return null;
  return Math.max(PRICE_STEP, Math.ceil((perCup * SUGGESTED_MARKUP) / PRICE_STEP) * PRICE_STEP);
}

export interface LemonadeSales {
  /** Cups sold, at most the cups prepared. */
  cupsSold: number;
  /** The child asked to sell more cups than they prepared. */
  cappedToCups: boolean;
  income: number;
  profit: number;
}

/** Profit = cups sold × price − total cost (negative while the sales do not cover the cost). */
export function lemonadeSales(quantities: LemonadeQuantities, cupsSold: number, pricePerCup: number): LemonadeSales {
  const sold = Math.min(cupsSold, quantities.cups);
  const income = sold * pricePerCup;
  return { cupsSold: sold, cappedToCups: cupsSold > quantities.cups, income, profit: income - lemonadeCosts(quantities).total };
}

export interface LemonadeDay extends LemonadeSales {
  pricePerCup: number;
  /** What one cup costs to make (null without cups). */
  costPerCup: number | null;
  /** Price − cost of one cup (null without cups): what each cup sold leaves. */
  profitPerCup: number | null;
  /** Costos of the day: everything bought, sold or not. */
  costs: number;
}

/**
 * The day at the child's own selling price: profit per cup (price − cost of a cup) and for the day
 * (cups sold × price − total cost, so cups left unsold still cost).
 */
export function lemonadeDay(quantities: LemonadeQuantities, cupsSold: number, pricePerCup: number): LemonadeDay {
  const costs = lemonadeCosts(quantities).total;
  const perCup = costPerCup(costs, quantities.cups);
  return {
    ...lemonadeSales(quantities, cupsSold, pricePerCup),
    pricePerCup,
    costPerCup: perCup,
    profitPerCup: perCup === null ? null : pricePerCup - perCup,
    costs,
  };
}

/** Whole pesos as a child reads them: "$1.250" (a cup's cost can have cents: they are rounded). */
function pesos(amount: number): string {
  return formatPesos(Math.abs(amount));
}

/** One cup in one sentence: what it costs, what it sells for, and what it leaves (or loses). */
export function cupSentence(day: LemonadeDay): string {
  if (day.costPerCup === null || day.profitPerCup === null) return 'Agrega vasos: cada vaso de limonada necesita su vaso.';
  const start = `Cada vaso te cuesta ${pesos(day.costPerCup)} y lo vendes a ${pesos(day.pricePerCup)}`;
  if (Math.round(day.profitPerCup) > 0) return `${start}: ganas ${pesos(day.profitPerCup)} por vaso.`;
  if (Math.round(day.profitPerCup) === 0) return `${start}: no ganas nada por vaso; sube un poco el precio.`;
  return `${start}: pierdes ${pesos(day.profitPerCup)} en cada vaso; sube el precio.`;
}

/** The day in one sentence: what came in, what it cost, and the ganancia or the loss. */
export function daySentence(day: LemonadeDay): string {
  const cups = `${day.cupsSold} ${day.cupsSold === 1 ? 'vaso' : 'vasos'}`;
  const start = `Si vendes ${cups} a ${pesos(day.pricePerCup)}, cobras ${pesos(day.income)} y gastaste ${pesos(day.costs)}`;
  if (day.profit > 0) return `${start}: tu ganancia del día es ${pesos(day.profit)}.`;
  if (day.profit === 0) return `${start}: no ganas ni pierdes.`;
  return `${start}: pierdes ${pesos(day.profit)}; vende más vasos, compra menos o sube el precio.`;
}

/** The game's own points for the child's progress: 1 per 100 pesos of profit, 0 to 1000. */
export function lemonadePoints(profit: number): number {
  return Math.min(1000, Math.max(0, Math.floor(profit / 100)));
}
