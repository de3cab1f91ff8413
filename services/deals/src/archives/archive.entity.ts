import type { ArchiveType } from '@yarn-mgmt/contracts';
import { TextColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { SerialIdColumn } from '../database/columns.js';
import { ScrapeRunEntity } from '../runs/scrape-run.entity.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';

/**
 * A page a run fetched: metadata here, the sanitised HTML (or the api's JSON) in the file storage under
 * `storage_key`. `search` is the full-text vector of its title and page text (GIN index `archives_search`).
 * One per run; it outlives its target (target_id set null).
 */
@Entity({ name: 'archives' })
@Unique('UQ_archives_run', ['runId'])
@Index('archives_scraped', ['scrapedAt'])
@Index('archives_target_scraped', ['targetId', 'scrapedAt'])
@Index('archives_search', { synchronize: false })
@Check('CHK_archives_type', `"archive_type" IN ('html', 'json')`)
export class ArchiveEntity {
  @SerialIdColumn('archives')
  id!: number;

  @Column({ name: 'target_id', type: 'integer', nullable: true })
  targetId!: number | null;

  @ManyToOne(() => ScraperTargetEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_archives_target' })
  target?: unknown;

  @Column({ name: 'run_id', type: 'integer', nullable: true })
  runId!: number | null;

  @ManyToOne(() => ScrapeRunEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'run_id', foreignKeyConstraintName: 'FK_archives_run' })
  run?: unknown;

  @TextColumn('page_title', { nullable: true })
  pageTitle!: string | null;

  @TextColumn('archive_type')
  archiveType!: ArchiveType;

  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize!: number | null;

  @TextColumn('archive_url')
  archiveUrl!: string;

  @TextColumn('storage_key')
  storageKey!: string;

  @Column({ name: 'scraped_at', type: 'timestamptz' })
  scrapedAt!: Date;

  @Column({ type: 'tsvector', select: false })
  search!: string;
}
