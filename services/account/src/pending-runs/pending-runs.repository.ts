import { Injectable } from '@nestjs/common';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { PendingRunEntity } from './pending-run.entity.js';

/**
 * The runs users asked for that have not ended, always by owner: kept here from the request until its job ends,
 * so a Redis that lost the job (restarted without its data) gets it again from the next sweep, and the page still
 * says the run waits instead of nothing.
 */
@Injectable()
export class PendingRunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(PendingRunEntity);
  }

  /** Records the request (a later one replaces an earlier one). */
  async request(queue: string, userId: string, at: Date): Promise<void> {
    await this.rows.upsert({ queue, userId, requestedAt: at }, ['queue', 'userId']);
  }

  /** When the user's request on the queue was made, or null without one. */
  async requestedAt(queue: string, userId: string): Promise<Date | null> {
    return (await this.rows.findOneBy({ queue, userId }))?.requestedAt ?? null;
  }

  /** The request a job added at `jobAddedAt` served is done (one made after it stays). */
  async done(queue: string, userId: string, jobAddedAt: Date): Promise<void> {
    await this.rows.delete({ queue, userId, requestedAt: LessThanOrEqual(jobAddedAt) });
  }

  /** Every request on the queue not yet done, oldest first (what a sweep queues again when Redis lost it). */
  list(queue: string): Promise<PendingRunEntity[]> {
    return this.rows.find({ where: { queue }, order: { requestedAt: 'ASC' } });
  }
}
