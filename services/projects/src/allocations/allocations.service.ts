import { Injectable } from '@nestjs/common';
import type {
  ProjectAllocationCreateInput,
  ProjectAllocationUpdateInput,
  Project,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import { InventoryClient, type StashEntry } from '../neighbours/inventory.client.js';
import { ProjectLoader } from '../projects/project-loader.js';
import { ProjectError } from '../projects/projects.errors.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { AllocationError } from './allocations.errors.js';
import { AllocationsRepository } from './allocations.repository.js';
import {
  autoReservation,
  completeAmounts,
  freeAmounts,
  shortfallMessage,
  yarnLabel,
  type Amounts,
} from './reservation.js';

/** A stash entry to reserve, read before the transaction; `requested` null: as much as the project needs. */
export interface PlannedReservation {
  entry: StashEntry;
  requested: Amounts | null;
}

const describe = (entry: StashEntry) => ({
  brand: entry.yarn_line.brand.name,
  line: entry.yarn_line.name,
  colorway: entry.colorway,
});

/**
 * Yarn reserved for projects (DECISIONS 24): reserved amounts are checked against what the stash entry has left
 * and other projects hold, and never deducted from the stash.
 */
@Injectable()
export class AllocationsService {
  constructor(
    private readonly allocations: AllocationsRepository,
    private readonly projects: ProjectsRepository,
    private readonly loader: ProjectLoader,
    private readonly inventory: InventoryClient,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Reads each stash entry (explicit amounts win over a bare id); 400 for yarn not in the stash, 503 when down. */
  async plan(
    bearer: string,
    yarnIds: string[],
    explicit: ProjectAllocationCreateInput[],
  ): Promise<PlannedReservation[]> {
    const requested = new Map<string, Amounts | null>(yarnIds.map((id) => [id, null]));
    for (const item of explicit) requested.set(item.yarn_id, { skeins: item.skeins, yards: item.yards });
    return Promise.all(
      [...requested].map(async ([id, amounts]) => ({
        entry: await this.entry(bearer, id),
        requested: amounts,
      })),
    );
  }

  /**
   * Inserts the reservations in the caller's transaction. Yarn picked without amounts covers what the project
   * still needs (`needed` yards; all that is free when unknown); explicit amounts must fit what is free (409).
   */
  async reserveWithin(
    manager: EntityManager,
    userId: string,
    projectId: string,
    plans: PlannedReservation[],
    needed: number | null,
  ): Promise<void> {
    let held = 0;
    for (const { entry, requested } of plans) {
      await this.allocations.lockYarn(manager, userId, entry.id);
      if (await this.allocations.findByYarn(manager, userId, projectId, entry.id)) {
        throw new AllocationError('ALREADY_RESERVED');
      }
      const perSkein = entry.yarn_line.yardage_per_skein;
      const free = freeAmounts(
        entry,
        await this.allocations.heldElsewhere(manager, userId, entry.id, projectId),
      );
      const amounts = requested
        ? completeAmounts(requested, perSkein)
        : autoReservation(free, perSkein, needed === null ? null : needed - held);
      const shortfall = shortfallMessage(amounts, free, yarnLabel(describe(entry)));
      if (shortfall) throw new AllocationError('NOT_ENOUGH_FREE', shortfall);
      await this.allocations.insert(manager, userId, {
        projectId,
        yarnId: entry.id,
        ...describe(entry),
        weightCategory: entry.yarn_line.weight_category,
        yardsPerSkein: perSkein,
        skeinsReserved: amounts.skeins,
        yardsReserved: amounts.yards,
      });
      held += amounts.yards;
    }
  }

  /** `POST /projects/{id}/allocations`. */
  async add(
    bearer: string,
    userId: string,
    projectId: string,
    input: ProjectAllocationCreateInput,
  ): Promise<Project> {
    await this.existing(userId, projectId);
    const plans = await this.plan(bearer, [], [input]);
    return this.transactions.run(async (manager) => {
      await this.loader.lock(manager, userId, projectId);
      await this.reserveWithin(manager, userId, projectId, plans, null);
      await this.projects.update(manager, userId, projectId, {});
      return this.loader.load(manager, userId, projectId);
    });
  }

  /** `PATCH /projects/{id}/allocations/{allocationId}`: new reserved amounts, checked against what is free. */
  async change(
    bearer: string,
    userId: string,
    projectId: string,
    allocationId: string,
    input: Required<ProjectAllocationUpdateInput>,
  ): Promise<Project> {
    await this.existing(userId, projectId);
    const found = await this.allocations.find(this.transactions.manager, userId, projectId, allocationId);
    if (!found) throw new AllocationError('ALLOCATION_NOT_FOUND');
    const entry = await this.entry(bearer, found.yarnId);
    return this.transactions.run(async (manager) => {
      await this.loader.lock(manager, userId, projectId);
      await this.allocations.lockYarn(manager, userId, found.yarnId);
      const row = await this.allocations.find(manager, userId, projectId, allocationId);
      if (!row) throw new AllocationError('ALLOCATION_NOT_FOUND');
      const held = await this.allocations.heldElsewhere(manager, userId, row.yarnId, projectId);
      const amounts = completeAmounts(input, row.yardsPerSkein);
      const shortfall = shortfallMessage(amounts, freeAmounts(entry, held), yarnLabel(row));
      if (shortfall) throw new AllocationError('NOT_ENOUGH_FREE', shortfall);
      await this.allocations.setReserved(manager, row.id, amounts);
      await this.projects.update(manager, userId, projectId, {});
      return this.loader.load(manager, userId, projectId);
    });
  }

  /**
   * `DELETE /projects/{id}/allocations/{allocationId}`: releases the reservation. Yarn already used from it stays
   * on the project (the reservation shrinks to what was used); an unused one goes.
   */
  release(userId: string, projectId: string, allocationId: string): Promise<Project> {
    return this.transactions.run(async (manager) => {
      await this.loader.lock(manager, userId, projectId);
      const row = await this.allocations.find(manager, userId, projectId, allocationId);
      if (!row) throw new AllocationError('ALLOCATION_NOT_FOUND');
      if (row.skeinsUsed > 0 || row.yardsUsed > 0) {
        await this.allocations.setReserved(manager, row.id, { skeins: row.skeinsUsed, yards: row.yardsUsed });
      } else {
        await this.allocations.delete(manager, row.id);
      }
      await this.projects.update(manager, userId, projectId, {});
      return this.loader.load(manager, userId, projectId);
    });
  }

  /** 404 before any call to the inventory: another user's project is simply not there. */
  private async existing(userId: string, projectId: string): Promise<void> {
    if (!(await this.projects.find(this.transactions.manager, userId, projectId)))
      throw ProjectError.notFound();
  }

  private async entry(bearer: string, yarnId: string): Promise<StashEntry> {
    const answer = await this.inventory.entry(bearer, yarnId);
    if (answer.ok) return answer.value;
    if (answer.reason === 'refused' && answer.status === 404) throw new AllocationError('YARN_NOT_FOUND');
    throw new AllocationError('STASH_UNAVAILABLE');
  }
}
