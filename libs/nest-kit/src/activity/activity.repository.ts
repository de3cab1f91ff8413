import { Inject, Injectable } from '@nestjs/common';
import type { ActivityItem } from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ActivityEntityClass, ActivityKind } from './activity.entity.js';

/** Injection token of the service's activity table: its entity and the kind its rows are. */
export const ACTIVITY_TABLE = Symbol('ACTIVITY_TABLE');

export interface ActivityTable {
  entity: ActivityEntityClass;
  kind: ActivityKind;
}

/** The service's activity rows: written by the service's features, read by its feed. */
@Injectable()
export class ActivityRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVITY_TABLE) private readonly table: ActivityTable,
  ) {}

  /** Written in the same transaction as the change it describes. */
  async record(manager: EntityManager, userId: string, description: string): Promise<void> {
    await manager.getRepository(this.table.entity).insert({ userId, type: this.table.kind, description });
  }

  async recent(userId: string, limit: number): Promise<ActivityItem[]> {
    const rows = await this.dataSource.getRepository(this.table.entity).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
