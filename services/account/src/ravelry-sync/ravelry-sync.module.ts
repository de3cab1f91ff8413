import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { DataSyncClient } from './data-sync.client.js';
import { RavelrySyncController } from './ravelry-sync.controller.js';
import { RavelrySyncQueue } from './ravelry-sync.queue.js';
import { RavelrySyncRunner } from './ravelry-sync.runner.js';

/**
 * The Ravelry sync (issue 22): builds on the links and their tokens (IntegrationsModule), and sends what it reads
 * to the data services' internal upserts (stash to the inventory, patterns, projects).
 */
@Module({
  imports: [IntegrationsModule],
  controllers: [RavelrySyncController],
  providers: [DataSyncClient, RavelrySyncRunner, RavelrySyncQueue],
})
export class RavelrySyncModule {}
