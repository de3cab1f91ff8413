import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ProjectExternalReviewController } from './project-external-review.controller.js';
import { ProjectExternalReviewService } from './project-external-review.service.js';
import { ProjectExternalSyncController } from './project-external-sync.controller.js';
import { ProjectExternalSyncService } from './project-external-sync.service.js';

/**
 * Projects imported from a provider (issue 22): the internal upsert the account service's sync job calls, and the
 * review of what a sync left to the user.
 */
@Module({
  imports: [ActivityModule, ProjectsModule],
  controllers: [ProjectExternalSyncController, ProjectExternalReviewController],
  providers: [ProjectExternalSyncService, ProjectExternalReviewService],
})
export class ExternalSyncModule {}
