/** Most users remembered at once; beyond it the oldest answers are forgotten first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers each user's premium answer (yes and no alike) for a short time, in this replica's
 * memory. A short lifetime is what makes a per-replica cache safe: a subscription that starts or
 * ends is seen by every replica within `ttlMs`. Failures are not remembered, so billing coming
 * back is seen at once; concurrent lookups for one user share one call.
 */
export class EntitlementCache {
  private readonly answers = new Map<string, { premium: boolean; until: number }>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  async get(user: string, load: () => Promise<boolean>): Promise<boolean> {
    const known = this.answers.get(user);
    if (known && known.until > this.now()) return known.premium;
    if (known) this.answers.delete(user);
    const inFlight = this.pending.get(user);
    if (inFlight) return inFlight;
    const loading = load()
      .then((premium) => {
        this.remember(user, premium);
        return premium;
      })
      .finally(() => this.pending.delete(user));
    this.pending.set(user, loading);
    return loading;
  }

  get size(): number {
    return this.answers.size;
  }

  private remember(user: string, premium: boolean): void {
    if (this.ttlMs <= 0) return;
    this.answers.delete(user);
    while (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(user, { premium, until: this.now() + this.ttlMs });
  }
}
