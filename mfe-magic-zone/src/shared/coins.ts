/**
 * An amount as coins a child of six can count: big coins of 10 and small coins of 1 (so 43 is
 * four big and three small). Shown beside the digits, never instead of them.
 */
export function coinBreakdown(amount: number): { tens: number; ones: number } {
  const whole = Math.max(0, Math.floor(amount));
  return { tens: Math.floor(whole / 10), ones: whole % 10 };
}
