import { Injectable } from '@nestjs/common';
import {
  BACKUPS_KEPT,
  type Backup,
  type BackupListResponse,
  type BackupRun,
  type ImportSummary,
} from '@yarn-mgmt/contracts';
import type { AuthUser } from '@yarn-mgmt/nest-kit';
import type { Readable } from 'node:stream';
import { AccountImportService } from '../lifecycle/account-import.service.js';
import type { BackupEntity } from './backup.entity.js';
import { BackupFiles } from './backup-files.js';
import { BackupError } from './backups.errors.js';
import { BackupsQueue } from './backups.queue.js';
import { BackupsRepository } from './backups.repository.js';

const toBackup = (row: BackupEntity): Backup => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  size_bytes: row.sizeBytes,
  destination: row.destination,
  trigger: row.trigger,
  include_photos: row.includePhotos,
  file_name: row.fileName,
});

/** The settings page's backups: the list, Backup Now, Restore (through the import) and Download; owner only. */
@Injectable()
export class BackupsService {
  constructor(
    private readonly backups: BackupsRepository,
    private readonly queue: BackupsQueue,
    private readonly files: BackupFiles,
    private readonly importer: AccountImportService,
  ) {}

  async list(userId: string): Promise<BackupListResponse> {
    const [rows, run, next] = await Promise.all([
      this.backups.list(userId),
      this.queue.run(userId),
      this.queue.next(userId),
    ]);
    return {
      backups: rows.map(toBackup),
      kept: BACKUPS_KEPT,
      available: this.queue.available,
      next_scheduled_at: next?.toISOString() ?? null,
      run,
    };
  }

  start(userId: string): Promise<BackupRun> {
    return this.queue.start(userId);
  }

  /** The backup read back through the import: its rows are added to the account (the import's own rules). */
  async restore(caller: AuthUser, token: string, id: string): Promise<ImportSummary> {
    return this.files.withLocal(await this.owned(caller.id, id), (copy) =>
      this.importer.import(caller, token, copy),
    );
  }

  async download(userId: string, id: string): Promise<{ backup: Backup; stream: Readable; type: string }> {
    const row = await this.owned(userId, id);
    return { backup: toBackup(row), stream: await this.files.read(row), type: row.contentType };
  }

  private async owned(userId: string, id: string): Promise<BackupEntity> {
    const row = await this.backups.find(userId, id);
    if (!row) throw new BackupError('NOT_FOUND');
    return row;
  }
}
