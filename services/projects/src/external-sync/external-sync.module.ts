import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ProjectExternalSyncController } from './project-external-sync.controller.js';
import { ProjectExternalSyncService } from './project-external-sync.service.js';

/** Projects imported from a provider (issue 22): the internal upsert the account service's sync job calls. */
@Module({
  imports: [ActivityModule, ProjectsModule],
  controllers: [ProjectExternalSyncController],
  providers: [ProjectExternalSyncService],
})
export class ExternalSyncModule {}
