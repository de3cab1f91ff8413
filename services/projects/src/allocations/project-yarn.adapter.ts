import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ProjectAllocation, ProjectCreateInput, ProjectStatus } from '@yarn-mgmt/contracts';
import type { EntityManager } from 'typeorm';
import {
  ProjectYarnPort,
  type NewProject,
  type ProjectYarn,
  type YarnStep,
} from '../projects/project-yarn.port.js';
import { toAllocation } from './allocation.mapper.js';
import { AllocationsRepository } from './allocations.repository.js';
import { AllocationsService } from './allocations.service.js';

const isDone = (status: ProjectStatus) => status === 'completed' || status === 'frogged';

/** A project's yarn, plugged into the projects feature at start (DECISIONS 24: reserved, never deducted). */
@Injectable()
export class ProjectYarnAdapter implements ProjectYarn, OnModuleInit {
  constructor(
    private readonly port: ProjectYarnPort,
    private readonly allocations: AllocationsService,
    private readonly repository: AllocationsRepository,
  ) {}

  onModuleInit(): void {
    this.port.register(this);
  }

  /** Yarn picked at create is read from the stash first; a project created completed or frogged holds none. */
  async prepare(bearer: string, input: ProjectCreateInput): Promise<YarnStep> {
    const plans = await this.allocations.plan(bearer, input.yarn_inventory_ids, input.allocations);
    return async (manager: EntityManager, project: NewProject) => {
      await this.allocations.reserveWithin(manager, project.userId, project.id, plans, project.neededYards);
      if (isDone(project.status)) await this.repository.releaseAll(manager, project.userId, project.id);
    };
  }

  /** Completed or frogged releases what was not used; back to queue, active or on hold holds it again. */
  async moved(
    manager: EntityManager,
    userId: string,
    projectId: string,
    from: ProjectStatus,
    to: ProjectStatus,
  ) {
    if (isDone(to)) await this.repository.releaseAll(manager, userId, projectId);
    else if (isDone(from)) await this.repository.holdAgain(manager, userId, projectId);
  }

  async ofProjects(manager: EntityManager, ids: string[]): Promise<Map<string, ProjectAllocation[]>> {
    const yarn = new Map<string, ProjectAllocation[]>();
    for (const row of await this.repository.ofProjects(manager, ids)) {
      yarn.set(row.projectId, [...(yarn.get(row.projectId) ?? []), toAllocation(row)]);
    }
    return yarn;
  }
}
