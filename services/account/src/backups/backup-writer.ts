import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BACKUPS_KEPT, type BackupTrigger } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TokenService } from '../auth/token.service.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { AccountEraseSteps } from '../lifecycle/account-erase-steps.js';
import { AccountExportService } from '../lifecycle/account-export.service.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import type { BackupEntity } from './backup.entity.js';
import { BackupFiles } from './backup-files.js';
import { BackupsRepository } from './backups.repository.js';

/** The export reads every data service with the user's token: one minted for the job, living as long as it may. */
const JOB_TOKEN_SECONDS = 15 * 60;

/**
 * One backup: the account's export (zip with the photos and PDFs when `include_photos` is on, JSON otherwise),
 * written where the settings say, then the user's backups past the newest BACKUPS_KEPT removed.
 */
@Injectable()
export class BackupWriter implements OnModuleInit {
  private readonly logger = new Logger('BackupWriter');

  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsRepository,
    private readonly links: IntegrationLinksRepository,
    private readonly tokens: TokenService,
    private readonly exporter: AccountExportService,
    private readonly files: BackupFiles,
    private readonly backups: BackupsRepository,
    private readonly steps: AccountEraseSteps,
  ) {}

  /** Delete Account: the erase's step that runs while the Drive link still works (see trashDriveCopies). */
  onModuleInit(): void {
    this.steps.addWhileLinked((userId) => this.trashDriveCopies(userId));
  }

  /**
   * The backup written, or null when there is nobody to back up (account closed, or the schedule is off). With
   * `runKey` (the queue run): a run taken again (its worker stalled, or it failed after writing) writes no second
   * backup but answers with the one it wrote.
   */
  async write(
    userId: string,
    trigger: BackupTrigger,
    runKey: string | null = null,
  ): Promise<BackupEntity | null> {
    const user = await this.users.findById(userId);
    if (!user || user.deletedAt) return null;
    const earlier = runKey ? await this.backups.ofRun(userId, runKey) : null;
    if (earlier) return earlier;
    const settings = await this.settings.findOrCreate(userId);
    if (trigger === 'scheduled' && !settings.autoBackup) return null;
    const started = Date.now();
    // The data services check this token as any other (signature, then its version is still the user's).
    const token = await this.tokens.issue(user, JOB_TOKEN_SECONDS);
    const includePhotos = settings.includePhotos;
    // To Drive whenever it is linked and working (issue 22), whatever 'Google Drive Sync' (the pattern PDFs) says.
    const link = await this.links.find(userId, 'google_drive');
    const id = randomUUID();
    // The export is written to a file of its own and streamed on from there: never whole in this process's memory.
    const dir = await mkdtemp(path.join(tmpdir(), 'backup-'));
    let backup: BackupEntity;
    try {
      const local = path.join(dir, id);
      const file = await this.exporter.exportToFile(
        { id: user.id, email: user.email, role: user.role },
        token,
        includePhotos ? 'zip' : 'json',
        includePhotos,
        local,
      );
      const written = await this.files.write(
        userId,
        id,
        { name: file.fileName, contentType: file.contentType, path: local, size: file.size },
        Boolean(link && !link.brokenAt),
      );
      const row = {
        id,
        userId,
        trigger,
        includePhotos,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.size,
        runKey,
        ...written,
      };
      const saved = await this.backups.insert(row);
      if (!saved) {
        // The same run, taken twice at once, saved its backup first: this copy goes.
        await this.files.remove({ ...row } as BackupEntity);
        return (await this.backups.ofRun(userId, runKey!))!;
      }
      backup = saved;
      this.logger.log(
        `backup of ${userId} (${trigger}): ${file.size} bytes to ${written.destination} in ${Date.now() - started} ms`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.prune(userId);
    return backup;
  }

  /** Keeps the newest BACKUPS_KEPT, wherever each one is. */
  async prune(userId: string): Promise<void> {
    for (const old of await this.backups.beyond(userId, BACKUPS_KEPT)) {
      await this.files.remove(old);
      await this.backups.remove(userId, old.id);
    }
  }

  /**
   * Delete Account, while the Drive link still works (the eraser deletes its tokens right after): the backups in
   * Drive go to its trash. Never throws for Drive: what it could not trash stays there and is logged.
   */
  async trashDriveCopies(userId: string): Promise<void> {
    const inDrive = (await this.backups.list(userId)).flatMap((backup) => backup.driveFileId ?? []);
    await this.files.trashInDrive(userId, inDrive);
  }

  /** Delete Account: the files on the platform go with the rows (those in Drive were trashed while linked). */
  async eraseUser(userId: string): Promise<void> {
    for (const backup of await this.backups.list(userId)) {
      if (backup.storageKey) await this.files.remove(backup);
      await this.backups.remove(userId, backup.id);
    }
  }
}
