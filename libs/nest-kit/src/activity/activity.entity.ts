import type { ActivityItem } from '@yarn-mgmt/contracts';
import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, TextColumn, UuidColumn } from '../database/columns.js';

/** What a service's feed says it is about: the contract's `type` of an activity item. */
export type ActivityKind = ActivityItem['type'];

/** One row of a service's `activity` table. */
export interface ActivityRow {
  id: string;
  userId: string;
  type: ActivityKind;
  description: string;
  createdAt: Date;
}

export type ActivityEntityClass = new () => ActivityRow;

/**
 * The entity of a service's `activity` table, whose one kind is held by a check constraint (each service's
 * migration created it as `CHK_activity_type`: `"type" IN ('<kind>')`). A class per service, made once at load,
 * because the check and the column's default are decorator arguments.
 */
export function activityEntity(kind: ActivityKind): ActivityEntityClass {
  @Entity({ name: 'activity' })
  @Index('activity_user_created', ['userId', 'createdAt', 'id'])
  @Check('CHK_activity_type', `"type" IN ('${kind}')`)
  class ActivityEntity implements ActivityRow {
    @IdColumn('activity')
    id!: string;

    @UuidColumn('user_id')
    userId!: string;

    @Column({ type: 'text', default: kind })
    type!: ActivityKind;

    @TextColumn()
    description!: string;

    @CreatedAtColumn()
    createdAt!: Date;
  }
  return ActivityEntity;
}
