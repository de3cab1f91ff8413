import { Injectable } from '@nestjs/common';
import type { ProjectStatus } from '@yarn-mgmt/contracts';
import { projectStatusLabel } from '@yarn-mgmt/domain';
import type { EntityManager } from 'typeorm';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { statusEffects } from './project.mapper.js';
import type { ProjectEntity } from './project.entity.js';
import { ProjectYarnPort } from './project-yarn.port.js';
import { ProjectsRepository } from './projects.repository.js';

const today = () => new Date().toISOString().slice(0, 10);

/** What a status change does besides the status (its yarn: ProjectYarnPort), within the caller's transaction. */
@Injectable()
export class ProjectStatusMoves {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly yarn: ProjectYarnPort,
    private readonly activity: ActivityRepository,
  ) {}

  /**
   * Moves a locked project: its dates and progress, its yarn (DECISIONS 24: completed or frogged releases what
   * was not used) and one activity row. The same status is no move.
   */
  async move(manager: EntityManager, row: ProjectEntity, next: ProjectStatus): Promise<void> {
    if (row.status === next) return;
    await this.projects.update(manager, row.userId, row.id, {
      status: next,
      ...statusEffects(next, row, today()),
    });
    await this.yarn.moved(manager, row.userId, row.id, row.status, next);
    await this.activity.record(manager, row.userId, moveDescription(row.name, next));
  }
}

/** "Completed project "Hat"", "Frogged project "Hat"", "Moved "Hat" to On Hold". */
export function moveDescription(name: string, status: ProjectStatus): string {
  if (status === 'completed') return `Completed project "${name}"`;
  if (status === 'frogged') return `Frogged project "${name}"`;
  return `Moved "${name}" to ${projectStatusLabel(status)}`;
}
