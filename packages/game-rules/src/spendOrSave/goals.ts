/** Something the child saves toward in Gasta o Ahorra: the jar fills toward its price. */
export interface SavingsGoal {
  id: string;
  label: string;
  icon: string;
  /** Coins the jar must hold to reach it. */
  price: number;
}

/**
 * The goals a child can pick before the first round, cheapest first. A game holds at most
 * 50 + 59 + 59 = 168 coins, and a test checks that every goal can be reached (the bicycle only by
 * saving in nearly every decision).
 */
export const SAVINGS_GOALS: readonly SavingsGoal[] = [
  { id: 'pelota', label: 'Una pelota', icon: '⚽', price: 40 },
  { id: 'libros', label: 'Un libro de cuentos', icon: '📚', price: 70 },
  { id: 'patineta', label: 'Una patineta', icon: '🛹', price: 90 },
  { id: 'bicicleta', label: 'Una bicicleta', icon: '🚲', price: 120 },
];

export function savingsGoalOf(id: string | null | undefined): SavingsGoal | undefined {
  return SAVINGS_GOALS.find((goal) => goal.id === id);
}

export interface JarProgress {
  saved: number;
  price: number;
  /** 0 to 100, whole: how full the jar is drawn. */
  percent: number;
  reached: boolean;
  /** Coins still missing (0 once reached). */
  missing: number;
}

/** How full the jar is for a goal: what the progress bar and the end screen show. */
export function jarProgress(saved: number, goal: Pick<SavingsGoal, 'price'>): JarProgress {
  const kept = Math.max(0, saved);
  return {
    saved: kept,
    price: goal.price,
    percent: Math.min(100, Math.floor((kept * 100) / goal.price)),
    reached: kept >= goal.price,
    missing: Math.max(0, goal.price - kept),
  };
}
