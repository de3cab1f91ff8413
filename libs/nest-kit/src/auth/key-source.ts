import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/** The token's key cannot be had right now (the account service is down): not the caller's fault. */
export class KeySourceUnavailableError extends Error {}

/** Where verifying keys come from: a key given directly, or the account service's JWKS. */
export interface KeySource {
  getKey(kid: string | undefined): Promise<KeyObject>;
}

export class StaticKeySource implements KeySource {
  private readonly key: KeyObject;

  constructor(
    key: KeyObject | string,
    private readonly kid?: string,
  ) {
    this.key = typeof key === 'string' ? createPublicKey(key) : key;
  }

  getKey(kid: string | undefined): Promise<KeyObject> {
    if (kid && this.kid && kid !== this.kid) return Promise.reject(new Error(`Unknown key id ${kid}`));
    return Promise.resolve(this.key);
  }
}

export interface JwksKeySourceOptions {
  url: string;
  /** Least time between two fetches caused by an unknown `kid` (a flood of forged kids must not flood the account service). */
  refetchIntervalMs?: number;
  /** Least time between two fetches while no key could be had at all. */
  retryIntervalMs?: number;
  timeoutMs?: number;
}

interface Jwk extends JsonWebKey {
  kid?: string;
  use?: string;
  alg?: string;
}

/** Keys from a JWKS URL, cached; refetched when a token names a `kid` not seen yet, at most once per interval. */
export class JwksKeySource implements KeySource {
  private keys = new Map<string, KeyObject>();
  private lastFetch = 0;
  private inflight: Promise<void> | undefined;

  constructor(private readonly options: JwksKeySourceOptions) {}

  async getKey(kid: string | undefined): Promise<KeyObject> {
    const cached = this.pick(kid);
    if (cached) return cached;
    const interval = this.keys.size
      ? (this.options.refetchIntervalMs ?? 30_000)
      : (this.options.retryIntervalMs ?? 1_000);
    if (Date.now() - this.lastFetch >= interval || this.inflight) await this.refresh();
    const key = this.pick(kid);
    if (key) return key;
    if (!this.keys.size)
      throw new KeySourceUnavailableError(`No signing keys available from ${this.options.url}`);
    throw new Error(`Unknown key id ${kid ?? '(none)'}`);
  }

  private pick(kid: string | undefined): KeyObject | undefined {
    if (kid) return this.keys.get(kid);
    return this.keys.values().next().value;
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.fetchKeys().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetch = Date.now();
    try {
      const response = await fetch(this.options.url, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { keys?: Jwk[] };
      const keys = new Map<string, KeyObject>();
      for (const jwk of body.keys ?? []) {
        if (jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig')) continue;
        const { kid, use: _use, alg: _alg, ...material } = jwk;
        keys.set(kid ?? `key-${keys.size}`, createPublicKey({ key: material, format: 'jwk' }));
      }
      if (keys.size) this.keys = keys;
    } catch {
      // Keep the keys we have; a later token retries after the interval. Nothing is cached on failure.
    }
  }
}

/** The `kid` in a compact JWT's header, if any. */
export function kidOf(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}
