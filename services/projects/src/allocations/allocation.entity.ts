import {
  CreatedAtColumn,
  IdColumn,
  NumericColumn,
  TextColumn,
  UserOwnedRow,
  UuidColumn,
} from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity.js';

/**
 * Stash yarn reserved for a project (DECISIONS 24): reserved, never deducted. The yarn's brand, line and
 * colourway are copied when it is reserved. `released_at` is set when the project is completed or frogged:
 * from then on nothing of it is still reserved, and what was used stays.
 */
@Entity({ name: 'project_allocations' })
@Unique('UQ_project_allocations_yarn', ['projectId', 'yarnId'])
@Unique('UQ_project_allocations_position', ['projectId', 'position'])
@Index('project_allocations_user_yarn', ['userId', 'yarnId'])
@Check(
  'CHK_project_allocations_amounts',
  `"skeins_reserved" >= 0 AND "yards_reserved" >= 0 AND "skeins_used" >= 0 AND "yards_used" >= 0 AND "yards_per_skein" >= 0`,
)
export class AllocationEntity extends UserOwnedRow {
  @IdColumn('project_allocations')
  id!: string;

  @UuidColumn('project_id')
  projectId!: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'FK_project_allocations_project' })
  project?: unknown;

  /** The stash entry in the inventory service (no foreign key: another service's row). */
  @UuidColumn('yarn_id')
  yarnId!: string;

  @TextColumn()
  brand!: string;

  @TextColumn()
  line!: string;

  @TextColumn(undefined, { nullable: true })
  colorway!: string | null;

  @TextColumn('weight_category', { nullable: true })
  weightCategory!: string | null;

  @NumericColumn('yards_per_skein', 12, { nullable: true })
  yardsPerSkein!: number | null;

  @NumericColumn('skeins_reserved', 10, { default: 0 })
  skeinsReserved!: number;

  @NumericColumn('yards_reserved', 14, { default: 0 })
  yardsReserved!: number;

  @NumericColumn('skeins_used', 10, { default: 0 })
  skeinsUsed!: number;

  @NumericColumn('yards_used', 14, { default: 0 })
  yardsUsed!: number;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  /** The order the yarn was added in (the project's yarn list). */
  @Column({ type: 'smallint' })
  position!: number;
}

/** Usage recorded from a project: one row per Idempotency-Key, so a retry is answered, never counted again. */
@Entity({ name: 'project_usage' })
@Unique('UQ_project_usage_key', ['userId', 'projectId', 'idempotencyKey'])
@Index('project_usage_allocation', ['allocationId'])
@Check('CHK_project_usage_amounts', `"skeins" >= 0 AND "yards" >= 0`)
export class ProjectUsageEntity {
  @IdColumn('project_usage')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('project_id')
  projectId!: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'FK_project_usage_project' })
  project?: unknown;

  @UuidColumn('allocation_id')
  allocationId!: string;

  @ManyToOne(() => AllocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'allocation_id', foreignKeyConstraintName: 'FK_project_usage_allocation' })
  allocation?: unknown;

  @TextColumn('idempotency_key')
  idempotencyKey!: string;

  @NumericColumn('skeins', 10)
  skeins!: number;

  @NumericColumn('yards', 14)
  yards!: number;

  @CreatedAtColumn()
  createdAt!: Date;
}
