import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountEraseSteps } from './account-erase-steps.js';
import { AccountDeletionQueue } from './account-deletion.queue.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountEraser } from './account-eraser.js';
import { AccountExportService } from './account-export.service.js';
import { AccountImportService } from './account-import.service.js';
import { AccountOwnData } from './account-own-data.js';
import { UserDataClient } from './user-data.client.js';

/** Export, import and delete of the whole account across the services. */
@Module({
  imports: [UsersModule, SettingsModule, IntegrationsModule],
  controllers: [AccountDataController],
  providers: [
    UserDataClient,
    AccountOwnData,
    AccountExportService,
    AccountImportService,
    AccountEraser,
    AccountDeletionQueue,
    AccountDeletionService,
    AccountEraseSteps,
  ],
  // What the backups build on: the export and import, and a step in the erase.
  exports: [AccountExportService, AccountImportService, AccountEraseSteps],
})
export class LifecycleModule {}
