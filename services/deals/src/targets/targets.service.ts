import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  scheduleIdOf,
  type ScraperStatus,
  type ScraperTarget,
  type ScraperTargetCreateInput,
  type ScraperTargetUpdateInput,
} from '@yarn-mgmt/contracts';
import { RequestValidationException } from '@yarn-mgmt/nest-kit';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { ScrapeQueue } from '../queue/scrape-queue.js';
import { TARGET_URL_CHECK } from '../scraping/scraping.providers.js';
import type { TargetUrlCheck } from '../scraping/scraper.types.js';
import { ScraperError } from './scraper.errors.js';
import { toHealth, toTarget } from './target.mapper.js';
import type { ScraperTargetEntity } from './target.entity.js';
import { TargetsRepository } from './targets.repository.js';

const RECONCILE_RETRY_MS = 30_000;

/** Targets: CRUD with the URL checked (DECISIONS 22), their job schedulers kept in step, status and logs. */
@Injectable()
export class TargetsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TargetsService');
  private retry?: NodeJS.Timeout;

  constructor(
    @Inject(DEALS_CONFIG) private readonly config: DealsConfig,
    @Inject(TARGET_URL_CHECK) private readonly checkUrl: TargetUrlCheck,
    private readonly targets: TargetsRepository,
    private readonly queue: ScrapeQueue,
  ) {}

  /** Schedulers reconciled with the table at start: one per active target, none for the rest. */
  onApplicationBootstrap(): void {
    if (this.queue.available) void this.reconcile();
  }

  onModuleDestroy(): void {
    clearTimeout(this.retry);
  }

  /** With Redis not answering at start, tried again every RECONCILE_RETRY_MS until it succeeds. */
  async reconcile(): Promise<void> {
    clearTimeout(this.retry);
    try {
      const targets = await this.targets.all();
      const wanted = new Set(targets.filter((t) => t.isActive).map((t) => scheduleIdOf(t.id)));
      for (const target of targets) await this.queue.schedule(target, true);
      for (const id of await this.queue.schedulerIds()) {
        const targetId = Number(/^target-(\d+)$/.exec(id)?.[1]);
        if (!wanted.has(id) && targetId) await this.queue.unschedule(targetId);
      }
    } catch (error) {
      this.logger.warn(`schedulers not reconciled, trying again: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.reconcile(), RECONCILE_RETRY_MS);
      this.retry.unref();
    }
  }

  async list(): Promise<ScraperTarget[]> {
    const [targets, states] = await Promise.all([this.targets.all(), this.targets.runStates()]);
    return targets.map((t) => toTarget(t, states.get(t.id) ?? 'idle', this.config.DEMO_SHOP_URL));
  }

  async create(input: ScraperTargetCreateInput): Promise<ScraperTarget> {
    await this.assertFetchable(input.url);
    const target = await this.targets.insert(input);
    await this.reschedule(target);
    return this.view(target);
  }

  async update(id: number, input: ScraperTargetUpdateInput): Promise<ScraperTarget> {
    if (!(await this.targets.find(id))) throw ScraperError.notFound();
    await this.assertFetchable(input.url);
    if (!(await this.targets.update(id, input))) throw ScraperError.notFound();
    const target = await this.targets.find(id);
    if (!target) throw ScraperError.notFound();
    await this.reschedule(target);
    return this.view(target);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.targets.delete(id))) throw ScraperError.notFound();
    await this.reschedule({ id, isActive: false, scrapeFrequency: 'daily' });
  }

  async status(): Promise<ScraperStatus[]> {
    const [targets, counts, health] = await Promise.all([
      this.targets.all(),
      this.targets.counts(),
      this.targets.health(),
    ]);
    const healthOf = new Map(health.map((row) => [row.targetId, row]));
    return targets.map((target) => {
      const c = counts.get(target.id);
      const finished = (c?.successCount ?? 0) + (c?.failureCount ?? 0);
      return {
        id: target.id,
        name: target.name,
        is_active: target.isActive,
        success_count: c?.successCount ?? 0,
        failure_count: c?.failureCount ?? 0,
        success_rate_pct: finished ? Math.round((1000 * (c?.successCount ?? 0)) / finished) / 10 : null,
        total_deals: c?.totalDeals ?? 0,
        active_deals: c?.activeDeals ?? 0,
        selector_health: toHealth(healthOf.get(target.id)),
      };
    });
  }

  private async view(target: ScraperTargetEntity): Promise<ScraperTarget> {
    const state = (await this.targets.runStates()).get(target.id) ?? 'idle';
    return toTarget(target, state, this.config.DEMO_SHOP_URL);
  }

  /** DECISIONS 22 on save: a refused address is a 400 on `url` with the reason. */
  private async assertFetchable(url: string): Promise<void> {
    const reason = await this.checkUrl(url);
    if (reason) throw new RequestValidationException([{ path: ['url'], message: reason }]);
  }

  /** A failed scheduler update never fails the save: the next start reconciles it. */
  private async reschedule(target: Pick<ScraperTargetEntity, 'id' | 'isActive' | 'scrapeFrequency'>) {
    if (!this.queue.available) return;
    await this.queue
      .schedule(target)
      .catch((error: Error) =>
        this.logger.warn(`scheduler of target ${target.id} not updated: ${error.message}`),
      );
  }
}
