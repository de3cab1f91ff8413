import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type QueryRunner } from 'typeorm';
import { IntegrationLinkEntity } from '../integrations/integration-link.entity.js';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { DriveFileHoldingEntity } from './drive-file-holding.entity.js';

/** Another move of the user's files held the lock for as long as the caller would wait. */
export class MoveBusy extends Error {
  constructor() {
    super('another move of these files is under way');
  }
}

async function tryLock(runner: QueryRunner, key: string): Promise<boolean> {
  const [row] = (await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [
    key,
  ])) as Array<{ locked: boolean }>;
  return row.locked;
}

/** Where each user's pattern PDFs belong: in Drive when it is enabled and the link works, here otherwise. */
@Injectable()
export class DriveFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the user's PDFs belong in Drive now. */
  async wantsDrive(userId: string): Promise<boolean> {
    return (await this.driveUsers(userId)).length > 0;
  }

  /**
   * Open accounts with 'Google Drive Sync' on and a working Drive link not being disconnected (every one, or the
   * one named).
   */
  async driveUsers(only?: string): Promise<string[]> {
    const query = this.dataSource
      .getRepository(UserSettingsEntity)
      .createQueryBuilder('settings')
      .innerJoin('settings.user', 'user')
      .innerJoin(
        IntegrationLinkEntity,
        'link',
        `link.user_id = settings.user_id AND link.provider = 'google_drive' AND link.broken_at IS NULL
         AND link.disconnect_requested_at IS NULL`,
      )
      .select('settings.userId', 'userId')
      .where('settings.googleDriveEnabled = true')
      .andWhere('user.deletedAt IS NULL');
    if (only) query.andWhere('settings.userId = :only', { only });
    const rows = await query.getRawMany<{ userId: string }>();
    return rows.map((row) => row.userId);
  }

  /** How many of the user's PDFs may be in Drive (0 when the job never placed any). */
  async inDrive(userId: string): Promise<number> {
    const row = await this.dataSource.getRepository(DriveFileHoldingEntity).findOneBy({ userId });
    return row?.inDrive ?? 0;
  }

  /**
   * Runs `work` while holding the user's move lock, on every replica: one move of a user's files at a time, so a
   * Disconnect's return never runs beside a move to Drive that would upload behind it. A session-level advisory
   * lock on a connection of its own, outside any transaction (a move lasts longer than the pool's idle-in-
   * transaction and statement limits), asked for every 250 ms until `waitMs`: past it, MoveBusy.
   */
  async exclusive<T>(userId: string, work: () => Promise<T>, waitMs: number): Promise<T> {
    const key = `drive-files:${userId}`;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const until = Date.now() + waitMs;
      while (!(await tryLock(runner, key))) {
        if (Date.now() >= until) throw new MoveBusy();
        await sleep(250);
      }
      try {
        return await work();
      } finally {
        // The connection goes back to the pool: it must not keep the lock (unlock_all when the unlock failed).
        await runner
          .query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [key])
          .catch(() => runner.query('SELECT pg_advisory_unlock_all()'))
          .catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }

  async setInDrive(userId: string, inDrive: number): Promise<void> {
    await this.dataSource
      .getRepository(DriveFileHoldingEntity)
      .upsert({ userId, inDrive, countedAt: new Date() }, ['userId']);
  }
}
