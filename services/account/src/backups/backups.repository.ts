import { Injectable } from '@nestjs/common';
import type { BackupFrequency } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { BackupEntity } from './backup.entity.js';

export type NewBackup = Omit<BackupEntity, 'user' | 'createdAt' | 'updatedAt'>;

/** The users' backups, always by owner. */
@Injectable()
export class BackupsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(BackupEntity);
  }

  /** Newest first. */
  list(userId: string): Promise<BackupEntity[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  find(userId: string, id: string): Promise<BackupEntity | null> {
    return this.rows.findOneBy({ userId, id });
  }

  /** The backup the run wrote, if it wrote one. */
  ofRun(userId: string, runKey: string): Promise<BackupEntity | null> {
    return this.rows.findOneBy({ userId, runKey });
  }

  /** The backup as saved, or null when its run had already saved one (that one stands). */
  async insert(backup: NewBackup): Promise<BackupEntity | null> {
    const saved = await this.rows
      .createQueryBuilder()
      .insert()
      .values(backup)
      .orIgnore()
      .returning(['id'])
      .execute();
    if (!(saved.raw as unknown[]).length) return null;
    return this.rows.findOneByOrFail({ userId: backup.userId, id: backup.id });
  }

  /** The user's backups past the newest `kept`. */
  beyond(userId: string, kept: number): Promise<BackupEntity[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, skip: kept });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.rows.delete({ userId, id });
  }

  /** Every open account with Automatic Backup on, and its frequency (what the schedules in Redis must be). */
  async automatic(): Promise<Array<{ userId: string; frequency: BackupFrequency }>> {
    const rows = await this.dataSource
      .getRepository(UserSettingsEntity)
      .createQueryBuilder('settings')
      .innerJoin('settings.user', 'user')
      .select(['settings.userId', 'settings.backupFrequency'])
      .where('settings.autoBackup = true')
      .andWhere('user.deletedAt IS NULL')
      .getMany();
    return rows.map((row) => ({ userId: row.userId, frequency: row.backupFrequency }));
  }
}
