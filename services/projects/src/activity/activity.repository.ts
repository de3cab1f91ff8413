import { Injectable } from '@nestjs/common';
import type { ActivityItem } from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityEntity } from './activity.entity.js';

@Injectable()
export class ActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Written in the same transaction as the change it describes. */
  async record(manager: EntityManager, userId: string, description: string): Promise<void> {
    await manager.getRepository(ActivityEntity).insert({ userId, type: 'project', description });
  }

  async recent(userId: string, limit: number): Promise<ActivityItem[]> {
    const rows = await this.dataSource.getRepository(ActivityEntity).find({
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
