import { Injectable } from '@nestjs/common';
import type { ScrapeRunStatus } from '@yarn-mgmt/contracts';
import { isPostgresError, PG_ERROR } from '@yarn-mgmt/nest-kit';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ScrapeRunEntity, type RunTrigger } from './scrape-run.entity.js';

export const OPEN_STATUSES: ScrapeRunStatus[] = ['queued', 'running'];

/** Scrape runs: opening one per target at a time, claiming, finishing, the logs. */
@Injectable()
export class RunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ScrapeRunEntity);
  }

  /** The target's queued or running run, if any. */
  openRun(targetId: number, manager?: EntityManager): Promise<ScrapeRunEntity | null> {
    return this.repo(manager).findOneBy({ targetId, status: In(OPEN_STATUSES) });
  }

  /**
   * A new queued run of the target, or null when one is already open (the partial unique index
   * `scrape_runs_one_open` decides, so two triggers at once open one run).
   */
  async open(
    targetId: number,
    trigger: RunTrigger,
    manager?: EntityManager,
  ): Promise<ScrapeRunEntity | null> {
    try {
      return await this.repo(manager).save(
        this.repo(manager).create({ targetId, trigger, status: 'queued' }),
      );
    } catch (error) {
      if (isPostgresError(error, PG_ERROR.uniqueViolation, 'scrape_runs_one_open')) return null;
      throw error;
    }
  }

  /** A worker takes the run: null when it is already finished (a job done once) or gone. */
  async claim(runId: number): Promise<{ targetId: number } | null> {
    const [rows] = await this.dataSource.query<[Array<{ target_id: number }>, number]>(
      `UPDATE scrape_runs SET status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now())
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING target_id`,
      [runId],
    );
    const row = rows[0];
    return row ? { targetId: row.target_id } : null;
  }

  /** Locks an open run for the transaction that applies it; null when it was finished meanwhile. */
  lockOpen(manager: EntityManager, runId: number): Promise<ScrapeRunEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :runId AND r.status IN (:...open)', { runId, open: OPEN_STATUSES })
      .getOne();
  }

  async finish(
    manager: EntityManager,
    runId: number,
    values: Pick<
      ScrapeRunEntity,
      'status' | 'itemsScraped' | 'newDealsFound' | 'durationMs' | 'errorMessage'
    >,
  ): Promise<void> {
    await this.repo(manager).update({ id: runId }, { ...values, finishedAt: () => 'now()' });
  }

  /** An attempt that failed: back to queued for the retry, or finished as a failure after the last one. */
  async failAttempt(runId: number, message: string, final: boolean, durationMs: number): Promise<void> {
    await this.repo().update(
      { id: runId, status: In(OPEN_STATUSES) },
      final
        ? { status: 'failure', errorMessage: message, durationMs, finishedAt: () => 'now()' }
        : { status: 'queued', errorMessage: message },
    );
  }

  /** Every queued or running run, oldest first. */
  openRuns(): Promise<ScrapeRunEntity[]> {
    return this.repo().find({ where: { status: In(OPEN_STATUSES) }, order: { id: 'ASC' } });
  }

  statuses(ids: number[]): Promise<Array<Pick<ScrapeRunEntity, 'id' | 'status'>>> {
    if (!ids.length) return Promise.resolve([]);
    return this.repo().find({ select: { id: true, status: true }, where: { id: In(ids) } });
  }

  logs(limit: number, targetId?: number): Promise<ScrapeRunEntity[]> {
    return this.repo().find({
      where: targetId ? { targetId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Open runs whose job is gone from Redis (lost with it): finished as failures so the target can run again. */
  async failLost(runId: number): Promise<void> {
    await this.failAttempt(runId, 'The queued job was lost; run the target again', true, 0);
  }
}
