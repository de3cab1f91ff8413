import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { AllocationsController } from '../allocations/allocations.controller.js';
import { AllocationsRepository } from '../allocations/allocations.repository.js';
import { AllocationsService } from '../allocations/allocations.service.js';
import { ProjectUsageService } from '../allocations/project-usage.service.js';
import { CountersController } from '../counters/counters.controller.js';
import { CountersService } from '../counters/counters.service.js';
import { InventoryClient } from '../neighbours/inventory.client.js';
import { PatternsClient } from '../neighbours/patterns.client.js';
import { ProjectEditsService } from './project-edits.service.js';
import { ProjectLoader } from './project-loader.js';
import { ProjectPatterns } from './project-patterns.js';
import { ProjectStatusMoves } from './project-status-moves.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

/** Projects and what hangs off one: its yarn (reserved, used), its counters. */
@Module({
  imports: [ActivityModule],
  controllers: [ProjectsController, AllocationsController, CountersController],
  providers: [
    ProjectsRepository,
    ProjectLoader,
    ProjectPatterns,
    ProjectStatusMoves,
    ProjectsService,
    ProjectEditsService,
    AllocationsRepository,
    AllocationsService,
    ProjectUsageService,
    CountersService,
    PatternsClient,
    InventoryClient,
  ],
})
export class ProjectsModule {}
