import { Inject, Injectable, Logger } from '@nestjs/common';
import { RAVELRY_PATTERN_CACHE, type RavelryPattern } from '@yarn-mgmt/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import {
  RavelryApiSession,
  RavelryNotFoundError,
  RavelryRefusedError,
  RavelryUnavailableError,
} from '../ravelry-sync/ravelry-api-session.js';
import { RavelryPaces } from '../ravelry-sync/ravelry-paces.js';
import { ExpiringCache } from './ravelry-pattern-cache.js';
import { PatternAnswerSchema, toRavelryPattern } from './ravelry-pattern.mapper.js';
import { RavelryPatternError } from './ravelry-patterns.errors.js';

/**
 * A person waits for this read (the gateway gives up after PROXY_TIMEOUT_MS, 10 s by default): one retry at
 * most, each try cut at 4 s, and a Retry-After longer than 2 s is not waited for (Ravelry is busy: say so now).
 */
const LIVE_ATTEMPTS = 2;
const LIVE_TIMEOUT_MS = 4_000;
const LIVE_MAX_WAIT_MS = 2_000;

/**
 * Live Ravelry patterns (DECISIONS 18, issue 22): `GET /patterns/{id}.json` with the caller's own link token
 * (IntegrationTokens refreshes it), through the sync's retrying API session at the user's one pace (shared with
 * their sync in this process), mapped to the library pattern's shape. A user's read of a pattern is reused for
 * RAVELRY_PATTERN_CACHE.ttlMs; the link is checked on every call first, so a user who disconnects sees nothing
 * from the cache.
 */
@Injectable()
export class RavelryPatternsService {
  private readonly logger = new Logger('RavelryPatterns');
  private readonly cache = new ExpiringCache<RavelryPattern>(
    RAVELRY_PATTERN_CACHE.ttlMs,
    RAVELRY_PATTERN_CACHE.maxEntries,
  );
  /** Reads on their way, so a double load asks Ravelry once. */
  private readonly reading = new Map<string, Promise<RavelryPattern>>();
  private readonly webOrigin: string;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly tokens: IntegrationTokens,
    private readonly paces: RavelryPaces,
  ) {
    // Ravelry's site is where its sign-in page is (the stand-in's in local mode).
    this.webOrigin = new URL(config.RAVELRY_AUTH_URL).origin;
  }

  async get(userId: string, ravelryId: string): Promise<RavelryPattern> {
    const token = await this.linked(() => this.tokens.accessToken(userId, 'ravelry'));
    const key = `${userId}:${ravelryId}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let read = this.reading.get(key);
    if (!read) {
      read = this.read(userId, token, ravelryId).finally(() => this.reading.delete(key));
      this.reading.set(key, read);
    }
    const pattern = await read;
    this.cache.set(key, pattern);
    return pattern;
  }

  private async read(userId: string, token: string, ravelryId: string): Promise<RavelryPattern> {
    // The user's pace is the sync's too (RavelryPaces, on every replica): a read during a sync waits its turn. A 429 met here
    // holds this read only: it gives up past LIVE_MAX_WAIT_MS, and the next read may try again.
    const session = new RavelryApiSession(this.config.RAVELRY_API_URL, token, {
      userId,
      pacer: this.paces.of(userId, this.config.RAVELRY_REQUESTS_PER_SECOND),
      pace: {
        perSecond: this.config.RAVELRY_REQUESTS_PER_SECOND,
        attempts: Math.min(this.config.RAVELRY_RETRY_ATTEMPTS, LIVE_ATTEMPTS),
        backoffMs: Math.min(this.config.RAVELRY_BACKOFF_MS, LIVE_MAX_WAIT_MS),
        timeoutMs: Math.min(this.config.PROVIDER_TIMEOUT_MS, LIVE_TIMEOUT_MS),
      },
      // A 401: one refresh; a refused one marks the link broken (the page says to reconnect).
      renew: (refused) => this.linked(() => this.tokens.renewRefused(userId, 'ravelry', refused)),
      sharedBackOff: false,
      wait: (ms) => {
        if (ms > LIVE_MAX_WAIT_MS) throw new RavelryUnavailableError(`Ravelry asked to wait ${ms} ms`);
        return sleep(ms);
      },
    });
    let answer: unknown;
    try {
      answer = await session.get(`/patterns/${ravelryId}.json`);
    } catch (error) {
      if (error instanceof RavelryNotFoundError) throw new RavelryPatternError('RAVELRY_PATTERN_NOT_FOUND');
      if (error instanceof RavelryRefusedError) throw new RavelryPatternError('RAVELRY_RECONNECT');
      if (error instanceof RavelryUnavailableError) {
        this.logger.warn(`pattern ${ravelryId}: ${error.message}`);
        throw new RavelryPatternError('RAVELRY_UNAVAILABLE');
      }
      throw error;
    }
    const parsed = PatternAnswerSchema.safeParse(answer);
    if (!parsed.success || String(parsed.data.pattern.id) !== ravelryId) {
      this.logger.warn(`pattern ${ravelryId}: Ravelry answered in an unexpected shape`);
      throw new RavelryPatternError('RAVELRY_UNAVAILABLE');
    }
    return toRavelryPattern(parsed.data.pattern, this.webOrigin, new Date());
  }

  /** A token of the user's link, its IntegrationError said as the page says it. */
  private async linked(token: () => Promise<string>): Promise<string> {
    try {
      return await token();
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      const code = error.code as string;
      throw new RavelryPatternError(
        code === 'NOT_CONNECTED'
          ? 'RAVELRY_NOT_CONNECTED'
          : code === 'BROKEN'
            ? 'RAVELRY_RECONNECT'
            : 'RAVELRY_UNAVAILABLE',
      );
    }
  }
}
