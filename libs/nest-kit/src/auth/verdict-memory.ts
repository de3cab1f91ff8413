import type { UserRole } from '@yarn-mgmt/contracts';

/** What the account service says of a signed, unexpired token right now. */
export type TokenVerdict =
  | { status: 'current'; role: UserRole }
  /** The password or the role changed since it was issued, or the account is gone. */
  | { status: 'revoked' }
  /**
   * The account service could not be asked and no verdict of it is recent enough: the token's signature stands
   * for reads, but its admin role is not trusted and writes are refused (issue 18).
   */
  | { status: 'unknown' }
  /** This checker does not judge whether tokens are current (the gateway leaves that to the services). */
  | { status: 'unchecked' };

/** What asking the account service gave: a verdict, or nothing (down, slow, answering 5xx). */
export type AskedVerdict = Extract<TokenVerdict, { status: 'current' | 'revoked' }> | undefined;

interface Known {
  verdict: Extract<TokenVerdict, { status: 'current' | 'revoked' }>;
  at: number;
}

/** How long a verdict is remembered for the fallback (a token lives 7 days by default; revocation outlives it). */
const REMEMBER_MS = 8 * 24 * 60 * 60_000;
const MAX_ENTRIES = 100_000;

/**
 * The account service's verdicts per user and token version, and what may be concluded when it cannot be asked
 * (issue 18: falling back never grants more than the last known verdict):
 * - a fresh verdict (younger than `ttlMs`) is reused without asking;
 * - a version seen revoked stays refused, for as long as any token of it can live; so does a version below one
 *   seen current (a password or role change moves the version up);
 * - a `current` verdict is stretched by one more `ttlMs` at most, then the answer is `unknown`;
 * - a failed ask is not repeated for `retryMs` (a hung account service costs one timeout, not one a request).
 */
export class VerdictMemory {
  private readonly known = new Map<string, Known>();
  private readonly newestCurrent = new Map<string, number>();
  private readonly failedUntil = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly retryMs = Math.min(ttlMs, 5_000),
    private readonly now: () => number = Date.now,
  ) {}

  async check(sub: string, ver: number, ask: () => Promise<AskedVerdict>): Promise<TokenVerdict> {
    const key = `${sub}:${ver}`;
    const now = this.now();
    const known = this.known.get(key);
    if (known && now - known.at < this.ttlMs) return known.verdict;
    if ((this.failedUntil.get(key) ?? 0) <= now) {
      const asked = await ask();
      if (asked) {
        this.remember(sub, ver, asked);
        return asked;
      }
      this.failedUntil.set(key, this.now() + this.retryMs);
    }
    return this.fallback(sub, ver, known);
  }

  private fallback(sub: string, ver: number, known: Known | undefined): TokenVerdict {
    if (known?.verdict.status === 'revoked') return known.verdict;
    if ((this.newestCurrent.get(sub) ?? -1) > ver) return { status: 'revoked' };
    if (known && this.now() - known.at < 2 * this.ttlMs) return known.verdict;
    return { status: 'unknown' };
  }

  private remember(sub: string, ver: number, verdict: Known['verdict']): void {
    const now = this.now();
    if (this.known.size >= MAX_ENTRIES) this.sweep(now);
    const key = `${sub}:${ver}`;
    this.known.delete(key);
    this.known.set(key, { verdict, at: now });
    this.failedUntil.delete(key);
    if (verdict.status === 'current' && ver > (this.newestCurrent.get(sub) ?? -1))
      this.newestCurrent.set(sub, ver);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.known) if (now - entry.at > REMEMBER_MS) this.known.delete(key);
    for (const [key, until] of this.failedUntil) if (until <= now) this.failedUntil.delete(key);
    // Still full: the oldest go first (Map keeps insertion order, and a renewed entry is re-inserted).
    for (const key of this.known.keys()) {
      if (this.known.size < MAX_ENTRIES * 0.9) break;
      this.known.delete(key);
    }
    if (this.newestCurrent.size > MAX_ENTRIES) this.newestCurrent.clear();
  }
}
