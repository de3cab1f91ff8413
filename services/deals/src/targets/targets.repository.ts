import { Injectable } from '@nestjs/common';
import type {
  ScraperTargetCreateInput,
  ScraperTargetUpdateInput,
  TargetRunState,
} from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ScraperTargetEntity, SelectorHealthEntity } from './target.entity.js';

export interface TargetCounts {
  targetId: number;
  successCount: number;
  failureCount: number;
  totalDeals: number;
  activeDeals: number;
}

const columnsOf = (input: ScraperTargetCreateInput) => ({
  name: input.name,
  url: input.url,
  category: input.category,
  scraperType: input.scraperType,
  scrapeFrequency: input.scrapeFrequency,
  selectors: input.selectors,
  ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
});

/** Scraper targets, their run state and their figures. */
@Injectable()
export class TargetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ScraperTargetEntity);
  }

  all(): Promise<ScraperTargetEntity[]> {
    return this.repo().find({ order: { id: 'ASC' } });
  }

  active(): Promise<ScraperTargetEntity[]> {
    return this.repo().find({ where: { isActive: true }, order: { id: 'ASC' } });
  }

  find(id: number, manager?: EntityManager): Promise<ScraperTargetEntity | null> {
    return this.repo(manager).findOneBy({ id });
  }

  async insert(input: ScraperTargetCreateInput): Promise<ScraperTargetEntity> {
    return this.repo().save(this.repo().create(columnsOf(input)));
  }

  /** False when there is no such target. */
  async update(id: number, input: ScraperTargetUpdateInput): Promise<boolean> {
    const result = await this.repo().update({ id }, columnsOf(input));
    return (result.affected ?? 0) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.repo().delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Per target: `running` when a worker holds its open run, `queued` when it waits, else idle. */
  async runStates(): Promise<Map<number, TargetRunState>> {
    const rows = await this.dataSource.query<Array<{ target_id: number; status: 'queued' | 'running' }>>(
      `SELECT target_id, status FROM scrape_runs WHERE status IN ('queued', 'running')`,
    );
    return new Map(rows.map((row) => [row.target_id, row.status]));
  }

  health(): Promise<SelectorHealthEntity[]> {
    return this.dataSource.getRepository(SelectorHealthEntity).find();
  }

  /** Finished runs by outcome and deals (all, active) of every target. */
  async counts(): Promise<Map<number, TargetCounts>> {
    const rows = await this.dataSource.query<
      Array<Record<'target_id' | 'success_count' | 'failure_count' | 'total_deals' | 'active_deals', number>>
    >(
      `SELECT t.id AS target_id,
         (SELECT count(*) FROM scrape_runs r WHERE r.target_id = t.id AND r.status = 'success')::int AS success_count,
         (SELECT count(*) FROM scrape_runs r WHERE r.target_id = t.id AND r.status = 'failure')::int AS failure_count,
         (SELECT count(*) FROM deals d WHERE d.target_id = t.id)::int AS total_deals,
         (SELECT count(*) FROM deals d WHERE d.target_id = t.id AND d.is_active)::int AS active_deals
       FROM scraper_targets t`,
    );
    return new Map(
      rows.map((row) => [
        row.target_id,
        {
          targetId: row.target_id,
          successCount: row.success_count,
          failureCount: row.failure_count,
          totalDeals: row.total_deals,
          activeDeals: row.active_deals,
        },
      ]),
    );
  }
}
