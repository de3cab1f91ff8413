import type { ScrapeRunStatus, ScrapeTargetJob } from '@yarn-mgmt/contracts';
import { CreatedAtColumn, TextColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SerialIdColumn } from '../database/columns.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';

export type RunTrigger = ScrapeTargetJob['trigger'];

/**
 * One run of one target (spec: "scraper log"). At most one queued or running run per target (the partial unique
 * index `scrape_runs_one_open`): a second trigger gets the open run back. `created_at` is the log's time.
 */
@Entity({ name: 'scrape_runs' })
@Index('scrape_runs_target_created', ['targetId', 'createdAt'])
@Index('scrape_runs_created', ['createdAt'])
@Index('scrape_runs_one_open', { synchronize: false })
@Check('CHK_scrape_runs_status', `"status" IN ('queued', 'running', 'success', 'failure')`)
@Check('CHK_scrape_runs_trigger', `"trigger" IN ('manual', 'all', 'schedule')`)
export class ScrapeRunEntity {
  @SerialIdColumn('scrape_runs')
  id!: number;

  @Column({ name: 'target_id', type: 'integer' })
  targetId!: number;

  @ManyToOne(() => ScraperTargetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_scrape_runs_target' })
  target?: unknown;

  @TextColumn()
  status!: ScrapeRunStatus;

  @TextColumn()
  trigger!: RunTrigger;

  /** Attempts a worker started (retries and stalled restarts included). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'items_scraped', type: 'integer', default: 0 })
  itemsScraped!: number;

  @Column({ name: 'new_deals_found', type: 'integer', default: 0 })
  newDealsFound!: number;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs!: number | null;

  @TextColumn('error_message', { nullable: true })
  errorMessage!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
