/** "a, b y c" without quotes. */
export function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

/** «a», «b» y «c»: the child's own words, quoted. */
export function quoted(words: readonly string[]): string {
  return listed(words.map((w) => `«${w}»`));
}

/** A reason line with the points it gave: "Pensaste en tus clientes (+2)." */
export function reason(text: string, points: number): string {
  const sign = points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '+0';
  return `${text} (${sign}).`;
}

export function clampScore(value: number): number {
  return Math.max(0, Math.min(10, value));
}

/** A score out of 10 with every step that made it, and the sentence that sums it up. */
export interface ScoreWithReasons {
  score: number;
  /** Every step of the score, with its points (for grown-ups and tests). */
  reasons: string[];
  /** The score explained in one sentence a six-year-old understands (shown beside the score). */
  sentence: string;
}

/** A score told step by step: each step adds its points and says why, in the order it was found. */
export class ScoreSteps {
  private total = 0;
  private readonly reasons: string[] = [];

  /** A step that counts: its points go into the score, its reason into the list. */
  add(points: number, text: string): void {
    this.total += points;
    this.explain(text, points);
  }

  /** A reason whose points the score takes elsewhere (capped together), or 0 for what is still missing. */
  explain(text: string, points = 0): void {
    this.reasons.push(reason(text, points));
  }

  /** The points of other steps that count together (their reasons already given by explain). */
  addPoints(points: number): void {
    this.total += points;
  }

  result(sentence: string): ScoreWithReasons {
    return { score: clampScore(this.total), reasons: [...this.reasons], sentence };
  }
}
