import { Inject, Injectable } from '@nestjs/common';
import type { ScraperTriggerResponse } from '@yarn-mgmt/contracts';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { QueueError } from '../queue/queue.errors.js';
import { ScrapeQueue } from '../queue/scrape-queue.js';
import { RunsRepository } from '../runs/runs.repository.js';
import type { RunTrigger, ScrapeRunEntity } from '../runs/scrape-run.entity.js';
import { ScraperError } from '../targets/scraper.errors.js';
import type { ScraperTargetEntity } from '../targets/target.entity.js';
import { TargetsRepository } from '../targets/targets.repository.js';

const POLL_MS = 200;
/** An open run without a job is taken for lost only after this long. */
const LOST_AFTER_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /scraper/trigger: queues a run of one target (or of every active one) and waits up to TRIGGER_WAIT_MS for
 * the worker to finish them. A target with a run queued or running gets that run back, never a second one.
 */
@Injectable()
export class TriggerService {
  constructor(
    @Inject(DEALS_CONFIG) private readonly config: DealsConfig,
    private readonly targets: TargetsRepository,
    private readonly runs: RunsRepository,
    private readonly queue: ScrapeQueue,
  ) {}

  async trigger(targetId: number | undefined): Promise<ScraperTriggerResponse['result']> {
    if (!this.queue.available) throw new QueueError('QUEUE_UNAVAILABLE');
    let targets: ScraperTargetEntity[];
    if (targetId === undefined) targets = await this.targets.active();
    else {
      const target = await this.targets.find(targetId);
      if (!target) throw ScraperError.notFound();
      targets = [target];
    }
    const trigger: RunTrigger = targetId === undefined ? 'all' : 'manual';
    const runIds: number[] = [];
    for (const target of targets) runIds.push((await this.startRun(target.id, trigger)).id);
    return this.waitFor(runIds);
  }

  /**
   * The target's open run, or a new run with its job. An open run whose job is gone from Redis (lost with it) is
   * finished as a failure so the target can run again; a run younger than LOST_AFTER_MS is left alone (the trigger
   * that opened it may be queuing its job right now).
   */
  private async startRun(targetId: number, trigger: RunTrigger): Promise<ScrapeRunEntity> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const open = await this.runs.openRun(targetId);
      if (open) {
        if (Date.now() - open.createdAt.getTime() < LOST_AFTER_MS || (await this.queue.hasRunJob(open.id)))
          return open;
        await this.runs.failLost(open.id);
        continue;
      }
      const run = await this.runs.open(targetId, trigger);
      if (!run) continue; // another trigger opened one at the same moment: take that one
      try {
        await this.queue.enqueueRun(run.id, targetId, trigger);
      } catch (error) {
        await this.runs.failAttempt(run.id, 'The scrape queue is unavailable', true, 0);
        throw error;
      }
      return run;
    }
    const open = await this.runs.openRun(targetId);
    if (!open) throw new QueueError('QUEUE_UNAVAILABLE');
    return open;
  }

  private async waitFor(runIds: number[]): Promise<ScraperTriggerResponse['result']> {
    const deadline = Date.now() + this.config.TRIGGER_WAIT_MS;
    for (;;) {
      const statuses = await this.runs.statuses(runIds);
      const successful = statuses.filter((run) => run.status === 'success').length;
      const failed = statuses.filter((run) => run.status === 'failure').length;
      const pending = runIds.length - successful - failed;
      if (pending === 0 || Date.now() + POLL_MS > deadline) return { successful, failed, pending, runIds };
      await sleep(POLL_MS);
    }
  }
}
