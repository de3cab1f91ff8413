import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { InventorySyncClient } from './inventory-sync.client.js';
import { RavelrySyncController } from './ravelry-sync.controller.js';
import { RavelrySyncQueue } from './ravelry-sync.queue.js';
import { RavelrySyncRunner } from './ravelry-sync.runner.js';

/**
 * The Ravelry stash sync (issue 22): builds on the links and their tokens (IntegrationsModule), and sends what it
 * reads to the inventory's internal upsert.
 */
@Module({
  imports: [IntegrationsModule],
  controllers: [RavelrySyncController],
  providers: [InventorySyncClient, RavelrySyncRunner, RavelrySyncQueue],
})
export class RavelrySyncModule {}
