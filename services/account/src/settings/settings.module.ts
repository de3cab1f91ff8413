import { Module } from '@nestjs/common';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { UsersModule } from '../users/users.module.js';
import { SettingsChanges } from './settings-changes.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';
import { StorageUsageService } from './storage-usage.service.js';

@Module({
  imports: [UsersModule, NeighboursModule],
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService, StorageUsageService, SettingsChanges],
  exports: [SettingsRepository, StorageUsageService, SettingsChanges],
})
export class SettingsModule {}
