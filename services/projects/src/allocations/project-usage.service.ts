import { Injectable } from '@nestjs/common';
import type { Project, ProjectUsageInput, ProjectsByYarn } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { createHash } from 'node:crypto';
import { InventoryClient } from '../neighbours/inventory.client.js';
import { ProjectLoader } from '../projects/project-loader.js';
import { ProjectError } from '../projects/projects.errors.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { AllocationError } from './allocations.errors.js';
import { AllocationsRepository } from './allocations.repository.js';
import { completeAmounts } from './reservation.js';

/**
 * The inventory's Idempotency-Key for a project's usage: derived from the project and the client's own key, so
 * every retry of one usage (by the client, or after our own transaction failed) is the same request there.
 */
export const inventoryUsageKey = (projectId: string, key: string) =>
  `project-usage-${createHash('sha256').update(`${projectId}\n${key}`).digest('base64url')}`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Yarn used from a project, deducted from the stash once; and the yarn detail's view of its projects. */
@Injectable()
export class ProjectUsageService {
  constructor(
    private readonly allocations: AllocationsRepository,
    private readonly projects: ProjectsRepository,
    private readonly loader: ProjectLoader,
    private readonly inventory: InventoryClient,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * `POST /projects/{id}/usage`. A key seen before answers the project as it is (`replayed`), or 409 for another
   * amount. Otherwise the stash records it first (Record Usage naming the project, with the derived key), then
   * the allocation's used amounts grow in one transaction with the key's row. If that transaction fails after the
   * stash said yes, the retry's stash call is a replay there and this side catches up: counted once either way.
   */
  async record(
    bearer: string,
    userId: string,
    projectId: string,
    key: string,
    input: ProjectUsageInput,
  ): Promise<{ project: Project; replayed: boolean }> {
    const manager = this.transactions.manager;
    const project = await this.projects.find(manager, userId, projectId);
    if (!project) throw ProjectError.notFound();
    const allocation = await this.allocations.find(manager, userId, projectId, input.allocation_id);
    if (!allocation) throw new AllocationError('ALLOCATION_NOT_FOUND');
    const earlier = await this.allocations.findUsage(manager, userId, projectId, key);
    if (earlier) {
      const same =
        earlier.allocationId === input.allocation_id &&
        earlier.skeins === input.skeins &&
        earlier.yards === input.yards;
      if (!same) throw new AllocationError('USAGE_KEY_REUSED');
      return { project: await this.loader.load(manager, userId, projectId), replayed: true };
    }

    const answer = await this.inventory.recordUsage(
      bearer,
      allocation.yarnId,
      { skeins: input.skeins, yardage: input.yards, project_id: projectId, project_name: project.name },
      inventoryUsageKey(projectId, key),
    );
    if (!answer.ok) {
      if (answer.reason !== 'refused') throw new AllocationError('USAGE_UNCONFIRMED');
      if (answer.status === 404)
        throw new AllocationError('YARN_NOT_FOUND', 'This yarn is no longer in your stash');
      if (answer.status === 409) throw new AllocationError('USAGE_KEY_REUSED');
      throw new AllocationError('USAGE_REFUSED', answer.error);
    }

    const used = completeAmounts({ skeins: input.skeins, yards: input.yards }, allocation.yardsPerSkein);
    return this.transactions.run(async (tx) => {
      const claimed = await this.allocations.insertUsage(tx, {
        userId,
        projectId,
        allocationId: allocation.id,
        idempotencyKey: key,
        skeins: input.skeins,
        yards: input.yards,
      });
      if (claimed) {
        await this.allocations.addUsed(tx, allocation.id, used);
        await this.projects.update(tx, userId, projectId, {});
      }
      return { project: await this.loader.load(tx, userId, projectId), replayed: !claimed };
    });
  }

  /**
   * `GET /projects/by-yarn/{yarnId}`: the yarn detail's Projects tab (used amounts, every project that reserved
   * it) and "Reserved for projects" (what is still held, by project).
   */
  async byYarn(userId: string, yarnId: string): Promise<ProjectsByYarn> {
    const rows = await this.allocations.byYarn(userId, yarnId);
    const reserved = rows
      .map((row) => ({
        id: row.project_id,
        name: row.name,
        skeins: Number(row.skeins_still),
        yards: Number(row.yards_still),
      }))
      .filter((row) => row.skeins > 0 || row.yards > 0);
    return {
      projects: rows.map((row) => ({
        id: row.project_id,
        name: row.name,
        skeins_used: Number(row.skeins_used),
        yardage_used: Number(row.yards_used),
        status: row.status as ProjectsByYarn['projects'][number]['status'],
      })),
      reserved: {
        skeins: round2(reserved.reduce((sum, row) => sum + row.skeins, 0)),
        yards: round2(reserved.reduce((sum, row) => sum + row.yards, 0)),
        projects: reserved,
      },
    };
  }
}
