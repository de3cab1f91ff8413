import { Module } from '@nestjs/common';
import { NeighboursClient } from '../neighbours/neighbours.client.js';
import { UsersModule } from '../users/users.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';
import { StorageUsageService } from './storage-usage.service.js';

@Module({
  imports: [UsersModule],
  controllers: [SettingsController],
  providers: [NeighboursClient, SettingsRepository, SettingsService, StorageUsageService],
  exports: [NeighboursClient, SettingsRepository, StorageUsageService],
})
export class SettingsModule {}
