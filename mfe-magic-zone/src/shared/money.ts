/** Whole pesos as the games show them: "$1.250" (Colombian grouping, no decimals). */
export function formatPesos(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.round(Math.abs(amount));
  return `${sign}$${whole.toLocaleString('es-CO', { maximumFractionDigits: 0 })}`;
}

/** Coins of the Spend-or-Save and simulator games, which use small round numbers: "40 monedas". */
export function formatCoins(amount: number): string {
  return `${amount} ${amount === 1 ? 'moneda' : 'monedas'}`;
}
