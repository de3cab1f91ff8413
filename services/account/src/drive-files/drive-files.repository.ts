import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IntegrationLinkEntity } from '../integrations/integration-link.entity.js';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { DriveFileHoldingEntity } from './drive-file-holding.entity.js';

/** Where each user's pattern PDFs belong: in Drive when it is enabled and the link works, here otherwise. */
@Injectable()
export class DriveFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the user's PDFs belong in Drive now. */
  async wantsDrive(userId: string): Promise<boolean> {
    return (await this.driveUsers(userId)).length > 0;
  }

  /** Open accounts with 'Google Drive Sync' on and a working Drive link (every one, or the one named). */
  async driveUsers(only?: string): Promise<string[]> {
    const query = this.dataSource
      .getRepository(UserSettingsEntity)
      .createQueryBuilder('settings')
      .innerJoin('settings.user', 'user')
      .innerJoin(
        IntegrationLinkEntity,
        'link',
        `link.user_id = settings.user_id AND link.provider = 'google_drive' AND link.broken_at IS NULL`,
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
   * Runs `work` while holding the user's move lock, on every replica (a transaction-scoped advisory lock on a
   * connection of its own, released with the transaction however the work ends): one move of a user's files at a
   * time, so a Disconnect's return never runs beside a queued move to Drive that would upload behind it.
   */
  async exclusive<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`drive-files:${userId}`]);
      return await work();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }

  async setInDrive(userId: string, inDrive: number): Promise<void> {
    await this.dataSource
      .getRepository(DriveFileHoldingEntity)
      .upsert({ userId, inDrive, countedAt: new Date() }, ['userId']);
  }
}
