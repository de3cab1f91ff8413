import { Injectable, Logger } from '@nestjs/common';
import type { UserSettingsEntity } from './user-settings.entity.js';

export type SettingsListener = (userId: string, settings: UserSettingsEntity) => Promise<void>;

/**
 * A port for features built on the settings that act when they change (the backups' schedule): they register a
 * listener, so the settings never import them. A listener's failure is logged, never the save's.
 */
@Injectable()
export class SettingsChanges {
  private readonly logger = new Logger('SettingsChanges');
  private readonly listeners = new Set<SettingsListener>();

  listen(listener: SettingsListener): void {
    this.listeners.add(listener);
  }

  async saved(userId: string, settings: UserSettingsEntity): Promise<void> {
    for (const listener of this.listeners)
      await listener(userId, settings).catch((error: Error) =>
        this.logger.warn(`a settings listener failed for ${userId}: ${error.message}`),
      );
  }
}
