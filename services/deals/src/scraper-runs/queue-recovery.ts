import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScrapeQueue } from '../queue/scrape-queue.js';
import { RunsRepository } from '../runs/runs.repository.js';
import { TargetsService } from '../targets/targets.service.js';

/**
 * Redis back after a break (issue 24's chaos suite restarts it; the local one keeps nothing on disk): the targets'
 * job schedulers are set again, else no scheduled scrape would ever run until the service restarts, and every open
 * run whose job was lost with Redis is queued again under its own job id, so that it still finishes, once, instead
 * of staying `queued` or `running` on the Scraper page.
 */
@Injectable()
export class QueueRecovery implements OnApplicationBootstrap {
  private readonly logger = new Logger('QueueRecovery');

  constructor(
    private readonly queue: ScrapeQueue,
    private readonly targets: TargetsService,
    private readonly runs: RunsRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (this.queue.available) this.queue.onReconnected(() => void this.recover());
  }

  async recover(): Promise<void> {
    await this.targets.reconcile();
    try {
      let requeued = 0;
      for (const run of await this.runs.openRuns()) {
        if (await this.queue.hasRunJob(run.id)) continue;
        await this.queue.enqueueRun(run.id, run.targetId, run.trigger);
        requeued += 1;
      }
      if (requeued) this.logger.warn(`Redis came back without ${requeued} open run(s): queued them again`);
    } catch (error) {
      this.logger.warn(`open runs not checked after Redis came back: ${(error as Error).message}`);
    }
  }
}
