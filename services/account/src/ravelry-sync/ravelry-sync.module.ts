import { Module, type OnModuleInit } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { PendingRunsModule } from '../pending-runs/pending-runs.module.js';
import { LinkChanges } from '../integrations/link-changes.js';
import { DataSyncClient } from './data-sync.client.js';
import { RavelrySyncOptionsService } from './ravelry-sync-options.service.js';
import { RavelrySyncController } from './ravelry-sync.controller.js';
import { RavelrySyncQueue } from './ravelry-sync.queue.js';
import { RavelrySyncLinks } from './ravelry-sync-link.js';
import { RavelrySyncRunner } from './ravelry-sync.runner.js';
import { RavelryPacesModule } from './ravelry-paces.js';

/**
 * The Ravelry sync (issue 22): builds on the links and their tokens (IntegrationsModule), and sends what it reads
 * to the data services' internal upserts (stash to the inventory, patterns, projects). A Disconnect stops the
 * user's running sync and takes the automatic sync's schedule; a closed account's (its links erased) goes at its
 * next run or the next sweep, and its running sync at its next call (its link is gone).
 */
@Module({
  imports: [IntegrationsModule, PendingRunsModule, RavelryPacesModule],
  controllers: [RavelrySyncController],
  providers: [
    DataSyncClient,
    RavelrySyncLinks,
    RavelrySyncRunner,
    RavelrySyncQueue,
    RavelrySyncOptionsService,
  ],
})
export class RavelrySyncModule implements OnModuleInit {
  constructor(
    private readonly links: LinkChanges,
    private readonly syncs: RavelrySyncQueue,
    private readonly runner: RavelrySyncRunner,
  ) {}

  onModuleInit(): void {
    this.links.onDisconnecting(async (userId, provider) => {
      if (provider !== 'ravelry') return;
      this.runner.cancel(userId);
      await this.syncs.schedule(userId, 'off');
    });
  }
}
