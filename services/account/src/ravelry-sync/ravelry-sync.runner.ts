import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EXTERNAL_SYNC_MAX_BATCH,
  RAVELRY_SYNC_MESSAGES,
  type ExternalSyncReport,
  type ExternalYarnEntry,
  type RavelrySyncSummary,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import {
  RavelryApiSession,
  RavelryNotFoundError,
  RavelryRefusedError,
  RavelryUnavailableError,
} from './ravelry-api-session.js';
import {
  StashListAnswerSchema,
  StashShowAnswerSchema,
  YarnAnswerSchema,
  fibreText,
  pageCountOf,
  toExternalEntry,
} from './ravelry-stash.js';
import { InventorySyncClient, InventorySyncError } from './inventory-sync.client.js';

/** A sync that cannot go on; its message is what the settings page shows. */
export class RavelrySyncFailure extends Error {}

const CurrentUserAnswerSchema = z.object({ user: z.object({ username: z.string().min(1) }) });
const LIST_PAGE_SIZE = 100;

export type SyncProgress = (done: number, total: number) => Promise<void>;

/**
 * One user's stash sync: with the link's token (refreshed by IntegrationTokens), reads who the user is, pages
 * through the stash list, reads each entry's page for its packs and each yarn once for its fibres, and sends the
 * entries to the inventory in batches; the last batch names every id still on Ravelry, so the inventory marks the
 * rest missing. Ends with the link's last sync and the counts.
 */
@Injectable()
export class RavelrySyncRunner {
  private readonly logger = new Logger('RavelrySync');

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly tokens: IntegrationTokens,
    private readonly links: IntegrationLinksRepository,
    private readonly inventory: InventorySyncClient,
  ) {}

  async run(userId: string, progress: SyncProgress): Promise<RavelrySyncSummary> {
    const started = Date.now();
    try {
      const session = new RavelryApiSession(this.config.RAVELRY_API_URL, await this.token(userId), {
        perSecond: this.config.RAVELRY_REQUESTS_PER_SECOND,
        attempts: this.config.RAVELRY_RETRY_ATTEMPTS,
        backoffMs: this.config.RAVELRY_BACKOFF_MS,
        timeoutMs: this.config.PROVIDER_TIMEOUT_MS,
      });
      const summary = await this.sync(userId, session, progress);
      const done = { ...summary, seconds: Math.round((Date.now() - started) / 100) / 10 };
      await this.links.markSynced(userId, 'ravelry', new Date());
      this.logger.log(
        `stash of ${userId}: ${JSON.stringify(done)}, ${session.requests} requests (${session.retries} retried)`,
      );
      return done;
    } catch (error) {
      throw this.failure(error);
    }
  }

  private async token(userId: string): Promise<string> {
    try {
      return await this.tokens.accessToken(userId, 'ravelry');
    } catch (error) {
      if (error instanceof IntegrationError) {
        const code = error.code as string;
        throw new RavelrySyncFailure(
          code === 'BROKEN'
            ? RAVELRY_SYNC_MESSAGES.broken
            : code === 'NOT_CONNECTED'
              ? RAVELRY_SYNC_MESSAGES.notConnected
              : RAVELRY_SYNC_MESSAGES.unavailable,
        );
      }
      throw error;
    }
  }

  private async sync(
    userId: string,
    session: RavelryApiSession,
    progress: SyncProgress,
  ): Promise<Omit<RavelrySyncSummary, 'seconds'>> {
    const me = CurrentUserAnswerSchema.parse(await session.get('/current_user.json'));
    const person = `/people/${encodeURIComponent(me.user.username)}`;
    const ids: number[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = StashListAnswerSchema.parse(
        await session.get(`${person}/stash/list.json`, { page, page_size: LIST_PAGE_SIZE }),
      );
      ids.push(...answer.stash.map((entry) => entry.id));
      pages = pageCountOf(answer);
    }
    const unique = [...new Set(ids)];
    await progress(0, unique.length);
    const fibres = new Map<number, string | null>();
    const present: string[] = [];
    const results: ExternalSyncReport[] = [];
    let batch: ExternalYarnEntry[] = [];
    const send = async (last: boolean) => {
      const answer = await this.inventory.upsert(userId, {
        source: 'ravelry',
        entries: batch,
        ...(last ? { present_ids: present } : {}),
      });
      results.push(...answer.results);
      batch = [];
    };
    for (const [index, id] of unique.entries()) {
      let entry;
      try {
        entry = StashShowAnswerSchema.parse(await session.get(`${person}/stash/${id}.json`)).stash;
      } catch (error) {
        // Deleted on Ravelry since the list was read: not present any more.
        if (!(error instanceof RavelryNotFoundError)) throw error;
      }
      if (entry) {
        const yarnId = entry.packs[0]?.yarn?.id ?? entry.packs[0]?.yarn_id ?? entry.yarn?.id ?? null;
        if (yarnId !== null && !fibres.has(yarnId)) fibres.set(yarnId, await this.fibres(session, yarnId));
        batch.push(toExternalEntry(entry, yarnId === null ? null : (fibres.get(yarnId) ?? null)));
        present.push(String(entry.id));
      }
      if (batch.length >= EXTERNAL_SYNC_MAX_BATCH) await send(false);
      await progress(index + 1, unique.length);
    }
    await send(true);
    const count = (outcome: ExternalSyncReport['outcome']) =>
      results.filter((result) => result.outcome === outcome).length;
    return {
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      conflicts: count('conflict'),
      missing: count('missing'),
    };
  }

  private async fibres(session: RavelryApiSession, yarnId: number): Promise<string | null> {
    try {
      return fibreText(YarnAnswerSchema.parse(await session.get(`/yarns/${yarnId}.json`)));
    } catch (error) {
      if (error instanceof RavelryNotFoundError) return null;
      throw error;
    }
  }

  private failure(error: unknown): Error {
    if (error instanceof RavelrySyncFailure) return error;
    if (error instanceof RavelryRefusedError) return new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.refused);
    if (error instanceof RavelryUnavailableError || error instanceof z.ZodError) {
      this.logger.warn(`ravelry: ${error.message}`);
      return new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.unavailable);
    }
    if (error instanceof InventorySyncError) {
      this.logger.warn(error.message);
      return new RavelrySyncFailure(RAVELRY_SYNC_MESSAGES.inventoryDown);
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}
