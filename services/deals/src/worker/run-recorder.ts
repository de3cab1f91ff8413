import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import type { StoredPage } from '../archives/archive-files.js';
import { RunsRepository } from '../runs/runs.repository.js';
import type { ScrapeOutcome, SelectorFailure } from '../scraping/scraper.types.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';
import { DealEpisodes } from './deal-episodes.js';

export interface RecordedRun {
  applied: boolean;
  itemsScraped: number;
  newDealsFound: number;
}

/**
 * Applies a fetched page to the database in one transaction keyed by the run: the run row is locked first, and a
 * run already finished (by another worker after a stall) is not applied again. A page without any product is a
 * failed run (its deals are left as they were); products lacking a field still count, with the selector failure.
 */
@Injectable()
export class RunRecorder {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly runs: RunsRepository,
    private readonly episodes: DealEpisodes,
  ) {}

  record(
    runId: number,
    target: ScraperTargetEntity,
    outcome: ScrapeOutcome,
    page: StoredPage,
    durationMs: number,
  ): Promise<RecordedRun> {
    return this.transactions.run(async (manager) => {
      if (!(await this.runs.lockOpen(manager, runId)))
        return { applied: false, itemsScraped: 0, newDealsFound: 0 };
      const seenAt = new Date();
      await this.updateHealth(manager, target.id, outcome.selectorFailure, seenAt);
      await this.insertArchive(manager, runId, target.id, page, seenAt);
      const nothing = outcome.items.length === 0;
      const newDealsFound = nothing
        ? 0
        : await this.episodes.apply(
            manager,
            { runId, targetId: target.id, retailerName: target.name, seenAt },
            outcome.items,
          );
      await this.runs.finish(manager, runId, {
        status: nothing ? 'failure' : 'success',
        itemsScraped: outcome.items.length,
        newDealsFound,
        durationMs,
        errorMessage: outcome.selectorFailure?.message ?? (nothing ? 'No products found on the page' : null),
      });
      await manager.getRepository(ScraperTargetEntity).update({ id: target.id }, { lastScrapedAt: seenAt });
      return { applied: true, itemsScraped: outcome.items.length, newDealsFound };
    });
  }

  /** SELECTOR_FAILURE_THRESHOLD consecutive runs with a selector failure make it broken; a clean run resets. */
  private async updateHealth(
    manager: EntityManager,
    targetId: number,
    failure: SelectorFailure | null,
    checkedAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO selector_health (target_id, consecutive_failures, failing_selector, last_message, last_checked_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (target_id) DO UPDATE SET
         consecutive_failures = CASE WHEN $2 = 0 THEN 0 ELSE selector_health.consecutive_failures + 1 END,
         failing_selector = $3, last_message = $4, last_checked_at = $5`,
      [targetId, failure ? 1 : 0, failure?.selector ?? null, failure?.message ?? null, checkedAt],
    );
  }

  private async insertArchive(
    manager: EntityManager,
    runId: number,
    targetId: number,
    page: StoredPage,
    scrapedAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO archives (target_id, run_id, page_title, archive_type, file_size, archive_url, storage_key,
         scraped_at, search)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
         setweight(to_tsvector('english', coalesce($3, '')), 'A') || to_tsvector('english', $9))
       ON CONFLICT (run_id) DO NOTHING`,
      [
        targetId,
        runId,
        page.pageTitle,
        page.archiveType,
        page.fileSize,
        page.archiveUrl,
        page.storageKey,
        scrapedAt,
        page.text,
      ],
    );
  }
}
