import { Injectable, Logger } from '@nestjs/common';
import { BACKUPS_KEPT, type BackupTrigger } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { TokenService } from '../auth/token.service.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
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
export class BackupWriter {
  private readonly logger = new Logger('BackupWriter');

  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsRepository,
    private readonly links: IntegrationLinksRepository,
    private readonly tokens: TokenService,
    private readonly exporter: AccountExportService,
    private readonly files: BackupFiles,
    private readonly backups: BackupsRepository,
  ) {}

  /** The backup written, or null when there is nobody to back up (account closed, or the schedule is off). */
  async write(userId: string, trigger: BackupTrigger): Promise<BackupEntity | null> {
    const user = await this.users.findById(userId);
    if (!user || user.deletedAt) return null;
    const settings = await this.settings.findOrCreate(userId);
    if (trigger === 'scheduled' && !settings.autoBackup) return null;
    const started = Date.now();
    // The data services check this token as any other (signature, then its version is still the user's).
    const token = await this.tokens.issue(user, JOB_TOKEN_SECONDS);
    const includePhotos = settings.includePhotos;
    const file = await this.exporter.export(
      { id: user.id, email: user.email, role: user.role },
      token,
      includePhotos ? 'zip' : 'json',
      includePhotos,
    );
    const link = settings.googleDriveEnabled ? await this.links.find(userId, 'google_drive') : null;
    const id = randomUUID();
    const written = await this.files.write(
      userId,
      id,
      { name: file.fileName, contentType: file.contentType, body: file.body },
      Boolean(link && !link.brokenAt),
    );
    const backup = await this.backups.insert({
      id,
      userId,
      trigger,
      includePhotos,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.body.length,
      ...written,
    });
    this.logger.log(
      `backup of ${userId} (${trigger}): ${file.body.length} bytes to ${written.destination} in ${Date.now() - started} ms`,
    );
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

  /** Delete Account: the files on the platform go with the rows; Drive copies are the user's own and stay. */
  async eraseUser(userId: string): Promise<void> {
    for (const backup of await this.backups.list(userId)) {
      if (backup.storageKey) await this.files.remove(backup);
      await this.backups.remove(userId, backup.id);
    }
  }
}
