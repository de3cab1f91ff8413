import { Inject, Injectable, Logger } from '@nestjs/common';
import { ScrapeTargetJobSchema, type ScrapeTargetJob } from '@yarn-mgmt/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ArchiveFiles } from '../archives/archive-files.js';
import { RunsRepository } from '../runs/runs.repository.js';
import { ScrapeError, type Scraper } from '../scraping/scraper.types.js';
import { SCRAPER } from '../scraping/scraping.providers.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';
import { RunRecorder } from './run-recorder.js';

/** Failures a retry cannot mend: the URL refused by the guard or by robots.txt. */
const FINAL_KINDS = new Set(['blocked_url', 'robots']);

/**
 * One scrape job in the worker: opens the run of a scheduler's job, claims it (a finished run is not done again),
 * scrapes, stores the page and records the run. A failed attempt goes back to queued for BullMQ's retry with
 * backoff; the last one, or one no retry can mend, finishes the run as a failure with its message.
 */
@Injectable()
export class RunProcessor {
  private readonly logger = new Logger('RunProcessor');

  constructor(
    @Inject(SCRAPER) private readonly scraper: Scraper,
    private readonly runs: RunsRepository,
    private readonly recorder: RunRecorder,
    private readonly archives: ArchiveFiles,
    private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<ScrapeTargetJob>, signal?: AbortSignal): Promise<string> {
    const data = ScrapeTargetJobSchema.parse(job.data);
    let runId = data.runId;
    if (runId === undefined) {
      // A scheduler's job: its own run, unless the target has one open already (that run covers this one) or
      // was deactivated or deleted since the job was queued.
      const scheduled = await this.dataSource
        .getRepository(ScraperTargetEntity)
        .findOneBy({ id: data.targetId });
      if (!scheduled?.isActive) return `skipped: target ${data.targetId} is inactive or gone`;
      const run = await this.runs.open(data.targetId, data.trigger);
      if (!run) return 'skipped: the target has an open run';
      runId = run.id;
      await job.updateData({ ...data, runId });
    }
    const claimed = await this.runs.claim(runId);
    if (!claimed) return `run ${runId} already finished`;
    const target = await this.dataSource
      .getRepository(ScraperTargetEntity)
      .findOneBy({ id: claimed.targetId });
    if (!target) return `run ${runId}: the target is gone`;
    const started = Date.now();
    try {
      const outcome = await this.scraper.scrape(
        {
          id: target.id,
          name: target.name,
          url: target.url,
          scraperType: target.scraperType,
          selectors: target.selectors,
        },
        signal,
      );
      const page = await this.archives.store(runId, outcome.page);
      const recorded = await this.recorder.record(runId, target, outcome, page, Date.now() - started);
      return recorded.applied
        ? `run ${runId}: ${recorded.itemsScraped} items, ${recorded.newDealsFound} new deals`
        : `run ${runId} was finished by another worker`;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final =
        (error instanceof ScrapeError && FINAL_KINDS.has(error.kind)) ||
        job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn(`run ${runId} of target ${target.id} attempt ${job.attemptsMade + 1}: ${message}`);
      await this.runs.failAttempt(runId, message, final, Date.now() - started);
      throw final ? new UnrecoverableError(message) : error;
    }
  }
}
