import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  RAVELRY_SYNC_KINDS,
  RAVELRY_SYNC_MESSAGES,
  type ExternalSyncReport,
  type RavelrySyncCounts,
  type RavelrySyncKind,
  type RavelrySyncSummary,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import type { IntegrationLinkEntity } from '../integrations/integration-link.entity.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { RavelryApiSession, RavelryRefusedError, RavelryUnavailableError } from './ravelry-api-session.js';
import { DataSyncClient, DataSyncError } from './data-sync.client.js';
import { importPatterns } from './ravelry-library.js';
import { importProjects } from './ravelry-projects.js';
import { sendBack } from './ravelry-send-back.js';
import { importStash } from './ravelry-stash.js';
import { guarded, RavelrySyncCancelled, RavelrySyncLinks } from './ravelry-sync-link.js';
import type { SyncContext, SyncProgress } from './sync-context.js';
import { RavelryPaces } from './ravelry-paces.js';

/** A sync that cannot go on; its message is what the settings page shows. */
export class RavelrySyncFailure extends Error {}

const CurrentUserAnswerSchema = z.object({ user: z.object({ username: z.string().min(1) }) });

/** Why a sync stops when the service a kind goes to cannot take it. */
const NEIGHBOUR_DOWN: Record<RavelrySyncKind, string> = {
  stash: RAVELRY_SYNC_MESSAGES.inventoryDown,
  patterns: RAVELRY_SYNC_MESSAGES.patternsDown,
  projects: RAVELRY_SYNC_MESSAGES.projectsDown,
};

const countsOf = (results: Array<{ outcome: ExternalSyncReport['outcome'] }>): RavelrySyncCounts => {
  const count = (outcome: ExternalSyncReport['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    conflicts: count('conflict'),
    missing: count('missing'),
  };
};

/**
 * One user's Ravelry sync: with the link's token (refreshed by IntegrationTokens), reads who the user is, then
 * imports the stash (to the inventory), the library and favourite patterns (to the patterns service), and the
 * projects (to the projects service, linked to the patterns just imported), each in batches whose last names every
 * id still on Ravelry, so each service marks the rest missing; then, with write-back on, sends the stash entries
 * edited here back to Ravelry. Ends with the link's last sync and the counts, per kind and in all.
 * A 401 gets one refresh (a refused one marks the link broken, as at expiry). The sync belongs to the link it
 * started with: a Disconnect stops it (at once in this process, at its next call elsewhere), and what it writes on
 * the link names that link, never one connected since.
 */
@Injectable()
export class RavelrySyncRunner {
  private readonly logger = new Logger('RavelrySync');
  private readonly webOrigin: string;
  /** The syncs running in this process, by user (one at a time each: the job id is the user's). */
  private readonly running = new Map<string, AbortController>();

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly tokens: IntegrationTokens,
    private readonly links: IntegrationLinksRepository,
    private readonly data: DataSyncClient,
    private readonly syncLinks: RavelrySyncLinks,
    private readonly paces: RavelryPaces,
  ) {
    // Ravelry's site, where a pattern's page is (the address the user is sent to for consent is on it).
    this.webOrigin = new URL(config.RAVELRY_AUTH_URL).origin;
  }

  async run(userId: string, progress: SyncProgress): Promise<RavelrySyncSummary> {
    const started = Date.now();
    const stop = new AbortController();
    this.running.set(userId, stop);
    try {
      const token = await this.tokens.accessToken(userId, 'ravelry');
      const link = await this.links.find(userId, 'ravelry');
      if (!link) throw new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.notConnected);
      // Before every call to Ravelry and every batch to a data service: this link still the user's.
      const guard = async () => {
        stop.signal.throwIfAborted();
        if (!(await this.syncLinks.isCurrent(userId, link.id))) throw new RavelrySyncCancelled();
      };
      const session = new RavelryApiSession(this.config.RAVELRY_API_URL, token, {
        userId,
        pacer: this.paces.of(userId, this.config.RAVELRY_REQUESTS_PER_SECOND),
        pace: {
          perSecond: this.config.RAVELRY_REQUESTS_PER_SECOND,
          attempts: this.config.RAVELRY_RETRY_ATTEMPTS,
          backoffMs: this.config.RAVELRY_BACKOFF_MS,
          timeoutMs: this.config.PROVIDER_TIMEOUT_MS,
        },
        guard,
        renew: (refused) => this.tokens.renewRefused(userId, 'ravelry', refused, link.id),
        signal: stop.signal,
      });
      const summary = await this.sync(link, session, progress, guard);
      const done = { ...summary, seconds: Math.round((Date.now() - started) / 100) / 10 };
      await this.syncLinks.markSynced(userId, link.id, new Date());
      this.logger.log(
        `sync of ${userId}: ${JSON.stringify(done)}, ${session.requests} requests (${session.retries} retried)`,
      );
      return done;
    } catch (error) {
      throw this.failure(error);
    } finally {
      if (this.running.get(userId) === stop) this.running.delete(userId);
    }
  }

  /**
   * The user disconnected: their sync running in this process stops now (its wait or call in flight cut short).
   * One running elsewhere stops at its next call, finding its link gone.
   */
  cancel(userId: string): void {
    this.running.get(userId)?.abort(new RavelrySyncCancelled());
  }

  private async sync(
    link: IntegrationLinkEntity,
    session: RavelryApiSession,
    progress: SyncProgress,
    guard: () => Promise<void>,
  ): Promise<Omit<RavelrySyncSummary, 'seconds'>> {
    const { userId } = link;
    const me = CurrentUserAnswerSchema.parse(await session.get('/current_user.json'));
    const username = encodeURIComponent(me.user.username);
    const context: SyncContext = {
      userId,
      session,
      data: guarded(this.data, guard, ['sent']),
      progress,
      webOrigin: this.webOrigin,
      warn: (message) => this.logger.warn(message),
    };
    const {
      results: stash,
      seen,
      photos,
    } = await importStash(context, `/people/${username}`, link.stashSeen ?? {});
    await this.syncLinks.saveStashSeen(userId, link.id, seen);
    const patterns = await importPatterns(context, `/people/${username}`);
    // Every pattern the sync knows (missing ones too: their rows are still in the library).
    const imported = new Map(patterns.map((result) => [Number(result.external_id), result.pattern_id]));
    const { results: projects, seen: projectsSeen } = await importProjects(
      context,
      `/projects/${username}`,
      imported,
      link.projectsSeen ?? {},
    );
    await this.syncLinks.saveProjectsSeen(userId, link.id, projectsSeen);
    // Write-back, when the user turned it on: after the import, so a conflict found now is not overwritten.
    const writeBack = link.writeBack ? await sendBack(context, `/people/${username}`) : undefined;
    const kinds = { stash: countsOf(stash), patterns: countsOf(patterns), projects: countsOf(projects) };
    const total = (key: keyof RavelrySyncCounts) =>
      RAVELRY_SYNC_KINDS.reduce((sum, kind) => sum + kinds[kind][key], 0);
    return {
      created: total('created'),
      updated: total('updated'),
      unchanged: total('unchanged'),
      conflicts: total('conflicts'),
      missing: total('missing'),
      kinds,
      photos,
      ...(writeBack ? { writeBack } : {}),
    };
  }

  private failure(error: unknown): Error {
    if (error instanceof RavelrySyncFailure) return error;
    if (error instanceof RavelrySyncCancelled) return new RavelrySyncFailure(error.message);
    if (error instanceof IntegrationError) {
      // The token would not refresh: BROKEN (the link is marked: connect again), or the link is gone.
      const code = error.code as string;
      return new RavelrySyncFailure(
        code === 'BROKEN'
          ? RAVELRY_SYNC_MESSAGES.broken
          : code === 'NOT_CONNECTED'
            ? RAVELRY_SYNC_MESSAGES.notConnected
            : RAVELRY_SYNC_MESSAGES.unavailable,
      );
    }
    if (error instanceof RavelryRefusedError) return new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.refused);
    if (error instanceof RavelryUnavailableError || error instanceof z.ZodError) {
      this.logger.warn(`ravelry: ${error.message}`);
      return new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.unavailable);
    }
    if (error instanceof DataSyncError) {
      this.logger.warn(error.message);
      return new RavelrySyncFailure(NEIGHBOUR_DOWN[error.kind]);
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}
