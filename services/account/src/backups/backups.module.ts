import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { AccountEraseSteps } from '../lifecycle/account-erase-steps.js';
import { LifecycleModule } from '../lifecycle/lifecycle.module.js';
import { PendingRunsModule } from '../pending-runs/pending-runs.module.js';
import { SettingsChanges } from '../settings/settings-changes.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { BackupFiles } from './backup-files.js';
import { BackupWriter } from './backup-writer.js';
import { BackupsController } from './backups.controller.js';
import { BackupsQueue } from './backups.queue.js';
import { BackupsRepository } from './backups.repository.js';
import { BackupsService } from './backups.service.js';

/**
 * Backups (issue 22): the lifecycle's export on a schedule or at once, to Google Drive (integrations) or the
 * platform's storage, restored through the lifecycle's import. It fills two ports: the settings' changes (the
 * schedule follows Automatic Backup at once) and the erase's steps (Delete Account removes the backups).
 */
@Module({
  imports: [UsersModule, SettingsModule, IntegrationsModule, AuthModule, LifecycleModule, PendingRunsModule],
  controllers: [BackupsController],
  providers: [BackupsRepository, BackupFiles, BackupWriter, BackupsQueue, BackupsService],
})
export class BackupsModule implements OnModuleInit {
  constructor(
    private readonly changes: SettingsChanges,
    private readonly steps: AccountEraseSteps,
    private readonly queue: BackupsQueue,
    private readonly writer: BackupWriter,
  ) {}

  onModuleInit(): void {
    this.changes.listen((userId, settings) =>
      this.queue.schedule(userId, settings.autoBackup, settings.backupFrequency),
    );
    this.steps.add(async (userId) => {
      await this.queue.unschedule(userId);
      await this.writer.eraseUser(userId);
    });
  }
}
