import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { ProjectEditsService } from './project-edits.service.js';
import { ProjectLoader } from './project-loader.js';
import { ProjectPatterns } from './project-patterns.js';
import { ProjectStatusMoves } from './project-status-moves.js';
import { ProjectYarnPort } from './project-yarn.port.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

/**
 * Projects: list, counts, create, edit, status moves, delete. What hangs off a project (its yarn, its counters)
 * is a feature of its own that imports this module; this one exports what they build on and imports neither.
 */
@Module({
  imports: [ActivityModule, NeighboursModule],
  controllers: [ProjectsController],
  providers: [
    ProjectsRepository,
    ProjectLoader,
    ProjectPatterns,
    ProjectStatusMoves,
    ProjectYarnPort,
    ProjectsService,
    ProjectEditsService,
  ],
  exports: [ProjectsRepository, ProjectLoader, ProjectYarnPort, ProjectStatusMoves],
})
export class ProjectsModule {}
