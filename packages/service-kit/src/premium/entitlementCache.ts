/** Whether a lookup was answered without a new call (a fresh answer, or a call already under way) or made one. */
export type CacheLookupResult = 'hit' | 'miss';

/** Most users remembered at once; beyond it the oldest answers are forgotten first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers each user's entitlement answer (premium or not) for a short time, in this replica's
 * memory. A short lifetime is what makes a per-replica cache safe: a subscription that starts or
 * ends is seen by every replica within `ttlMs`. Failures are not remembered, so billing coming
 * back is seen at once; concurrent lookups for one user share one call.
 */
export class EntitlementCache<T = boolean> {
  private readonly answers = new Map<string, { value: T; until: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
    /** Told of every lookup (the service's hit and miss counters). */
    private readonly onLookup: (result: CacheLookupResult) => void = () => {},
  ) {}

  async get(user: string, load: () => Promise<T>): Promise<T> {
    const known = this.answers.get(user);
    if (known && known.until > this.now()) {
      this.onLookup('hit');
      return known.value;
    }
    if (known) this.answers.delete(user);
    const inFlight = this.pending.get(user);
    if (inFlight) {
      this.onLookup('hit');
      return inFlight;
    }
    this.onLookup('miss');
    const loading = load()
      .then((value) => {
        this.remember(user, value);
        return value;
      })
      .finally(() => this.pending.delete(user));
    this.pending.set(user, loading);
    return loading;
  }

  get size(): number {
    return this.answers.size;
  }

  private remember(user: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.answers.delete(user);
    while (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(user, { value, until: this.now() + this.ttlMs });
  }
}
