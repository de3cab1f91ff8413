import { Module, type OnModuleInit } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { LinkChanges } from '../integrations/link-changes.js';
import { AccountEraseSteps } from '../lifecycle/account-erase-steps.js';
import { LifecycleModule } from '../lifecycle/lifecycle.module.js';
import { SettingsChanges } from '../settings/settings-changes.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { SettingsModule } from '../settings/settings.module.js';
import { DriveFileStreamService } from './drive-file-stream.service.js';
import { DriveFilesController } from './drive-files.controller.js';
import { DriveFilesError } from './drive-files.errors.js';
import { DriveFilesMover, MoveStopped } from './drive-files.mover.js';
import { DriveFilesQueue } from './drive-files.queue.js';
import { DriveFilesRepository } from './drive-files.repository.js';
import { PatternsDriveClient } from './patterns-drive.client.js';

/** How long a Disconnect without the queue (no Redis) waits for a move of the user's files under way. */
const DISCONNECT_WAIT_MS = 5_000;

/**
 * Pattern PDFs in the user's Google Drive (issue 22, DECISIONS 19): moved there while 'Google Drive Sync' is on
 * and Drive is linked, moved back when it goes off, and back before a Disconnect drops the tokens; trashed there
 * when the account is deleted. It fills three ports: the settings' changes, the links' changes (connected,
 * disconnecting) and the erase's steps (while the link still works).
 */
@Module({
  imports: [SettingsModule, IntegrationsModule, LifecycleModule],
  controllers: [DriveFilesController],
  providers: [
    DriveFilesRepository,
    PatternsDriveClient,
    DriveFilesMover,
    DriveFilesQueue,
    DriveFileStreamService,
  ],
})
export class DriveFilesModule implements OnModuleInit {
  constructor(
    private readonly settings: SettingsChanges,
    private readonly links: LinkChanges,
    private readonly queue: DriveFilesQueue,
    private readonly mover: DriveFilesMover,
    private readonly steps: AccountEraseSteps,
    private readonly settingsRows: SettingsRepository,
  ) {}

  onModuleInit(): void {
    // Any settings save: a run when Drive sync is on, or when files may still be in Drive (it was turned off).
    this.settings.listen(async (userId, settings) => {
      if (settings.googleDriveEnabled || (await this.mover.inDrive(userId)) > 0)
        await this.queue.request(userId);
    });
    this.links.onConnected(async (userId, provider) => {
      if (provider === 'google_drive') await this.queue.request(userId);
    });
    // The tokens go with the link: every file comes back first, queued (DriveFilesQueue ends the Disconnect when
    // they are back, or says why it could not and keeps the link). A broken link cannot read Drive: the files stay
    // there (View asks to reconnect), and a file the user deleted in Drive is gone; neither keeps the user from
    // disconnecting. Without Redis (no queue) the files come back within the request, as before the queue.
    this.links.onDisconnecting(async (userId, provider) => {
      if (provider !== 'google_drive') return;
      const total = await this.mover.inDrive(userId);
      if (total === 0) return;
      if (this.queue.available) return { total, start: () => this.queue.request(userId) };
      try {
        await this.mover.move(userId, 'to_platform', undefined, DISCONNECT_WAIT_MS);
      } catch (error) {
        if (error instanceof MoveStopped) throw new DriveFilesError('RETURN_FAILED');
        throw error;
      }
    });
    // Drive gone, its sync goes off: the switch does not say the PDFs go to Drive, and a later Connect leaves them
    // here until the user turns it on again (the files are already back: the Disconnect waited for them).
    this.links.onDisconnected(async (userId, provider) => {
      if (provider === 'google_drive') await this.settingsRows.update(userId, { googleDriveEnabled: false });
    });
    // Delete Account: to the Drive's trash, before the eraser deletes the tokens (never holding it up).
    this.steps.addWhileLinked((userId) => this.mover.trashAll(userId));
  }
}
