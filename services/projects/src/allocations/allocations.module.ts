import { Module } from '@nestjs/common';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { AllocationsController } from './allocations.controller.js';
import { AllocationsRepository } from './allocations.repository.js';
import { AllocationsService } from './allocations.service.js';
import { ProjectUsageService } from './project-usage.service.js';
import { ProjectYarnAdapter } from './project-yarn.adapter.js';
import { YarnProjectsController } from './yarn-projects.controller.js';

/**
 * Yarn reserved for projects and used from them (through the inventory), and a yarn's projects. Builds on the
 * projects feature and plugs a project's yarn into it (ProjectYarnAdapter); projects/ never imports this folder.
 */
@Module({
  imports: [ProjectsModule, NeighboursModule],
  controllers: [AllocationsController, YarnProjectsController],
  providers: [AllocationsRepository, AllocationsService, ProjectUsageService, ProjectYarnAdapter],
})
export class AllocationsModule {}
