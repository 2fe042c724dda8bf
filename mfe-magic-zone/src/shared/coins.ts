/**
 * An amount as coins a child of six can count: big coins of 10 and small coins of 1 (so 43 is
 * four big and three small). Shown beside the digits, never instead of them.
 */
export function coinBreakdown(amount: number): { tens: number; ones: number } {
  const whole = Math.max(0, Math.floor(amount));
  return { tens: Math.floor(whole / 10), ones: whole % 10 };
}

/** Colombian money in circulation, largest first: bills from $2.000, coins from $50 to $1.000. */
export const PESO_DENOMINATIONS: readonly { value: number; kind: 'bill' | 'coin' }[] = [
  { value: 100_000, kind: 'bill' },
  { value: 50_000, kind: 'bill' },
  { value: 20_000, kind: 'bill' },
  { value: 10_000, kind: 'bill' },
  { value: 5_000, kind: 'bill' },
  { value: 2_000, kind: 'bill' },
  { value: 1_000, kind: 'coin' },
  { value: 500, kind: 'coin' },
  { value: 200, kind: 'coin' },
  { value: 100, kind: 'coin' },
  { value: 50, kind: 'coin' },
];

export interface PesoPiece {
  value: number;
  kind: 'bill' | 'coin';
  count: number;
}

/**
 * Pesos as the bills and coins a child pays with: the fewest pieces, largest first ($1.700 is a
 * coin of 1.000, one of 500 and one of 200). What no coin makes (under $50, as in a price of
 * $333) is `rest`, written beside the pieces. Pesos are large numbers: counting a coin per peso
 * would mean hundreds, while these are the pieces a child sees at the shop.
 */
export function pesoPieces(amount: number): { pieces: PesoPiece[]; rest: number } {
  let left = Math.max(0, Math.round(Math.abs(amount)));
  const pieces: PesoPiece[] = [];
  for (const { value, kind } of PESO_DENOMINATIONS) {
    const count = Math.floor(left / value);
    if (count > 0) pieces.push({ value, kind, count });
    left -= count * value;
  }
  return { pieces, rest: left };
}
