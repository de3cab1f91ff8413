import type { CraftType, ExternalProjectFields, ProjectStatus, SizeYardage } from '@yarn-mgmt/contracts';
import { IdColumn, TextColumn, UserOwnedRow, UuidColumn } from '@yarn-mgmt/nest-kit';
import { ExternalLinkedEntity } from '@yarn-mgmt/nest-kit/external-sync';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';

/**
 * A project (spec part 1 section 3). What it shows of its pattern (title, craft, weight, sizes, yards per size)
 * is copied when the pattern is chosen, so the page works while the patterns service is down. The list indexes
 * lead with user_id and follow each sort (migration 1765000000000). A project imported from Ravelry carries its
 * link columns (ExternalLinkedEntity, migration 1766100000000).
 */
@Entity({ name: 'projects' })
@Index('projects_user_updated', ['userId', 'updatedAt', 'id'])
@Index('projects_user_created', ['userId', 'createdAt', 'id'])
@Index('projects_user_priority', ['userId', 'priority', 'id'])
@Index('projects_user_name', { synchronize: false })
@Index('projects_user_target', ['userId', 'targetCompletionDate', 'id'])
@Index('projects_user_status', ['userId', 'status', 'updatedAt', 'id'])
@Index('projects_user_start', ['userId', 'startDate'])
@Index('projects_user_pattern', ['userId', 'patternId'])
@Index('projects_user_recipient', { synchronize: false })
@Index('projects_search_trgm', { synchronize: false })
@Index('projects_pattern_title_trgm', { synchronize: false })
@Check('CHK_projects_name', `length(btrim("name")) > 0`)
@Check('CHK_projects_status', `"status" IN ('queued', 'active', 'hibernating', 'completed', 'frogged')`)
@Check('CHK_projects_craft', `"craft_type" IN ('knitting', 'crochet')`)
@Check('CHK_projects_progress', `"progress_percentage" BETWEEN 0 AND 100`)
@Check('CHK_projects_priority', `"priority" BETWEEN 1 AND 3`)
@Check('CHK_projects_rows', `"total_rows" > 0 AND "pattern_yardage_required" >= 0`)
@Index('projects_user_external', ['userId', 'externalSource', 'externalId'], {
  unique: true,
  where: '"external_source" IS NOT NULL',
})
@Check(
  'CHK_projects_external',
  `("external_source" IS NULL) = ("external_id" IS NULL) AND ("external_source" IS NULL) = ("external_snapshot" IS NULL)`,
)
export class ProjectEntity extends ExternalLinkedEntity<ExternalProjectFields> {
  @IdColumn('projects')
  id!: string;

  @TextColumn()
  name!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: ProjectStatus;

  /** The pattern in the patterns service (no foreign key: another service's row). */
  @UuidColumn('pattern_id', { nullable: true })
  patternId!: string | null;

  @TextColumn('pattern_title', { nullable: true })
  patternTitle!: string | null;

  @TextColumn('pattern_craft_type', { nullable: true })
  patternCraftType!: CraftType | null;

  @TextColumn('pattern_yarn_weight', { nullable: true })
  patternYarnWeight!: string | null;

  @Column({ name: 'pattern_sizes', type: 'text', array: true, default: () => "'{}'" })
  patternSizes!: string[];

  @Column({ name: 'pattern_yardage_by_size', type: 'jsonb', default: () => "'[]'" })
  patternYardageBySize!: SizeYardage[];

  @Column({ name: 'pattern_yardage_required', type: 'integer', nullable: true })
  patternYardageRequired!: number | null;

  @Column({ name: 'craft_type', type: 'text', default: 'knitting' })
  craftType!: CraftType;

  @TextColumn(undefined, { nullable: true })
  size!: string | null;

  /** YYYY-MM-DD. */
  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate!: string | null;

  @Column({ name: 'progress_percentage', type: 'smallint', default: 0 })
  progressPercentage!: number;

  @TextColumn(undefined, { nullable: true })
  notes!: string | null;

  /** 1 low, 2 medium, 3 high (PROJECT_PRIORITIES): a number so "highest first" is an index order. */
  @Column({ type: 'smallint', nullable: true })
  priority!: number | null;

  @Column({ name: 'target_completion_date', type: 'date', nullable: true })
  targetCompletionDate!: string | null;

  @TextColumn(undefined, { nullable: true })
  recipient!: string | null;

  @TextColumn('size_made', { nullable: true })
  sizeMade!: string | null;

  @TextColumn('needle_size', { nullable: true })
  needleSize!: string | null;

  @TextColumn('gauge_achieved', { nullable: true })
  gaugeAchieved!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  photos!: Array<{ url: string; alt: string }>;

  @Column({ name: 'total_rows', type: 'integer', nullable: true })
  totalRows!: number | null;

  /** The counter whose value / total_rows is the progress, when the knitter chose one. */
  @UuidColumn('progress_counter_id', { nullable: true })
  progressCounterId!: string | null;

  @ManyToOne(() => ProjectCounterEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'progress_counter_id', foreignKeyConstraintName: 'FK_projects_progress_counter' })
  progressCounter?: unknown;

  /** What search reads: name, pattern title, recipient and notes, one per line (written with the project). */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText!: string;
}

/** A row or repeat counter of a project. */
@Entity({ name: 'project_counters' })
@Unique('UQ_project_counters_position', ['projectId', 'position'])
@Check('CHK_project_counters_numbers', `"value" >= 0 AND "target" > 0`)
export class ProjectCounterEntity extends UserOwnedRow {
  @IdColumn('project_counters')
  id!: string;

  @UuidColumn('project_id')
  projectId!: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'FK_project_counters_project' })
  project?: unknown;

  @TextColumn()
  name!: string;

  @Column({ type: 'integer', default: 0 })
  value!: number;

  @Column({ type: 'integer', nullable: true })
  target!: number | null;

  @Column({ type: 'smallint' })
  position!: number;
}
