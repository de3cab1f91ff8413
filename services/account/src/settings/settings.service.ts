import { Injectable } from '@nestjs/common';
import type { Settings, SettingsUpdateInput } from '@yarn-mgmt/contracts';
import { UsersRepository } from '../users/users.repository.js';
import { settingsPatch, toEditableSettings } from './settings.mapper.js';
import { SettingsChanges } from './settings-changes.js';
import { SettingsRepository } from './settings.repository.js';
import type { UserSettingsEntity } from './user-settings.entity.js';
import { StorageUsageService } from './storage-usage.service.js';

/** The Settings page: the user's editable values, and the read-only data group counted across the services. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly users: UsersRepository,
    private readonly storage: StorageUsageService,
    private readonly changes: SettingsChanges,
  ) {}

  async get(userId: string, bearer: string): Promise<Settings> {
    return this.withData(userId, bearer, await this.settings.findOrCreate(userId));
  }

  /** Changes only the keys sent, in whichever groups; answers every setting after the change. */
  async update(userId: string, bearer: string, input: SettingsUpdateInput): Promise<Settings> {
    const row = await this.settings.update(userId, settingsPatch(input));
    // Only the backup group has listeners (the schedule): other saves do not wait for them.
    if (input.backup) await this.changes.saved(userId, row);
    return this.withData(userId, bearer, row);
  }

  /** What the server caches for the user is the storage figures: dropped, so the next read recounts them. */
  clearCache(userId: string): void {
    this.storage.clear(userId);
  }

  private async withData(userId: string, bearer: string, row: UserSettingsEntity): Promise<Settings> {
    const user = await this.users.findById(userId);
    const figures = await this.storage.figures(userId, bearer, user?.avatarSizeBytes ?? 0);
    return {
      ...toEditableSettings(row),
      storage_used: figures.bytes,
      storage_limit: row.storageLimit,
      photo_count: figures.photo_count,
      pattern_count: figures.pattern_count,
      storage_unavailable: figures.unavailable,
    };
  }
}
