/**
 * A bounded, short-lived memory of recent reads: each entry lives `ttlMs`, and past `maxEntries` the oldest goes
 * first. Per process, like the storage figures' cache: a second replica reads Ravelry once more, nothing worse.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
