import { Injectable } from '@nestjs/common';
import type { ProjectAllocation, ProjectCreateInput, ProjectStatus } from '@yarn-mgmt/contracts';
import type { EntityManager } from 'typeorm';

/** A project just inserted, inside its create transaction. */
export interface NewProject {
  userId: string;
  id: string;
  status: ProjectStatus;
  /** The yards its pattern's size needs; null when unknown. */
  neededYards: number | null;
}

/** What runs inside the create transaction, once the project's row exists. */
export type YarnStep = (manager: EntityManager, project: NewProject) => Promise<void>;

/**
 * A project's yarn as the projects feature sees it: picked at create, moved with the status, shown in the answer.
 * The allocations feature implements it and registers itself with ProjectYarnPort at start, so allocations/
 * depends on projects/ and projects/ never imports allocations/.
 */
export interface ProjectYarn {
  /** Before the create transaction (may ask the inventory: a 400 or 503 here saves nothing). */
  prepare(bearer: string, input: ProjectCreateInput): Promise<YarnStep>;
  /** Inside a status move's transaction, after the status is written. */
  moved(
    manager: EntityManager,
    userId: string,
    projectId: string,
    from: ProjectStatus,
    to: ProjectStatus,
  ): Promise<void>;
  /** The yarn of each project (every project id a key), in the order it was added. */
  ofProjects(manager: EntityManager, ids: string[]): Promise<Map<string, ProjectAllocation[]>>;
}

const NO_YARN: ProjectYarn = {
  prepare: () => Promise.resolve(() => Promise.resolve()),
  moved: () => Promise.resolve(),
  ofProjects: () => Promise.resolve(new Map()),
};

/** Where the allocations feature plugs in; until it does, a project has no yarn. */
@Injectable()
export class ProjectYarnPort implements ProjectYarn {
  private yarn: ProjectYarn = NO_YARN;

  register(yarn: ProjectYarn): void {
    this.yarn = yarn;
  }

  prepare(bearer: string, input: ProjectCreateInput): Promise<YarnStep> {
    return this.yarn.prepare(bearer, input);
  }

  moved(manager: EntityManager, userId: string, projectId: string, from: ProjectStatus, to: ProjectStatus) {
    return this.yarn.moved(manager, userId, projectId, from, to);
  }

  ofProjects(manager: EntityManager, ids: string[]): Promise<Map<string, ProjectAllocation[]>> {
    return this.yarn.ofProjects(manager, ids);
  }
}
