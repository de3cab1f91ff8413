import { Injectable } from '@nestjs/common';
import type { ProjectStatus } from '@yarn-mgmt/contracts';
import { projectStatusLabel } from '@yarn-mgmt/domain';
import type { EntityManager } from 'typeorm';
import { ActivityRepository } from '../activity/activity.repository.js';
import { AllocationsRepository } from '../allocations/allocations.repository.js';
import { statusEffects } from './project.mapper.js';
import type { ProjectEntity } from './project.entity.js';
import { ProjectsRepository } from './projects.repository.js';

const today = () => new Date().toISOString().slice(0, 10);
const isDone = (status: ProjectStatus) => status === 'completed' || status === 'frogged';

/** What a status change does besides the status (DECISIONS 24 for the yarn), within the caller's transaction. */
@Injectable()
export class ProjectStatusMoves {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly allocations: AllocationsRepository,
    private readonly activity: ActivityRepository,
  ) {}

  /**
   * Moves a locked project: its dates and progress, its reservations (completed or frogged releases what was not
   * used; back to queue, active or on hold holds them again) and one activity row. The same status is no move.
   */
  async move(manager: EntityManager, row: ProjectEntity, next: ProjectStatus): Promise<void> {
    if (row.status === next) return;
    await this.projects.update(manager, row.userId, row.id, {
      status: next,
      ...statusEffects(next, row, today()),
    });
    if (isDone(next)) await this.allocations.releaseAll(manager, row.userId, row.id);
    else if (isDone(row.status)) await this.allocations.holdAgain(manager, row.userId, row.id);
    await this.activity.record(manager, row.userId, moveDescription(row.name, next));
  }

  /** A project created completed or frogged holds no yarn. */
  async releaseIfDone(manager: EntityManager, userId: string, id: string, status: ProjectStatus) {
    if (isDone(status)) await this.allocations.releaseAll(manager, userId, id);
  }
}

/** "Completed project "Hat"", "Frogged project "Hat"", "Moved "Hat" to On Hold". */
export function moveDescription(name: string, status: ProjectStatus): string {
  if (status === 'completed') return `Completed project "${name}"`;
  if (status === 'frogged') return `Frogged project "${name}"`;
  return `Moved "${name}" to ${projectStatusLabel(status)}`;
}
