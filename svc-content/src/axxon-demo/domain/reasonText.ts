/** «a», «b» y «c»: the child's own words, quoted. */
export function quoted(words: readonly string[]): string {
  const items = words.map((w) => `«${w}»`);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** "a, b y c" without quotes. */
export function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

/** A reason line with the points it gave: "Pensaste en tus clientes (+2)." */
export function reason(text: string, points: number): string {
  const sign = points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '+0';
  return `${text} (${sign}).`;
}

export function clampScore(value: number): number {
  return Math.max(0, Math.min(10, value));
}
