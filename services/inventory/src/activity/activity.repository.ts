import { Injectable } from '@nestjs/common';
import type { ActivityItem } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import type { Db } from '../database/db.js';

@Injectable()
export class ActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Written in the same transaction as the change it describes, when there is one. */
  async record(db: Db, userId: string, description: string): Promise<void> {
    await db.query(`INSERT INTO activity (user_id, type, description) VALUES ($1, 'yarn', $2)`, [
      userId,
      description,
    ]);
  }

  async recent(userId: string, limit: number): Promise<ActivityItem[]> {
    const rows: Array<{ id: string; type: 'yarn'; description: string; created_at: Date }> =
      await this.dataSource.query(
        `SELECT id, type, description, created_at FROM activity
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }
}
