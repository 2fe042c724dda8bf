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

/** The game's own points for the child's progress: 1 per 100 pesos of profit, 0 to 1000. */
export function lemonadePoints(profit: number): number {
  return Math.min(1000, Math.max(0, Math.floor(profit / 100)));
}
