import { formatPesos as formatWholePesos } from '@universo/contracts';

/** Whole pesos as the games show them: "$1.250", a loss "-$1.250" (Colombian grouping, no decimals). */
export function formatPesos(amount: number): string {
  return `${amount < 0 ? '-' : ''}${formatWholePesos(Math.abs(amount))}`;
}

/** Coins of the Spend-or-Save and simulator games, which use small round numbers: "40 monedas". */
export function formatCoins(amount: number): string {
  return `${amount} ${amount === 1 ? 'moneda' : 'monedas'}`;
}
