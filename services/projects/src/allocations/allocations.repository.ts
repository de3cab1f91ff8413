import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { AllocationEntity, ProjectUsageEntity } from './allocation.entity.js';
import type { Amounts } from './reservation.js';

export type AllocationValues = Pick<
  AllocationEntity,
  | 'projectId'
  | 'yarnId'
  | 'brand'
  | 'line'
  | 'colorway'
  | 'weightCategory'
  | 'yardsPerSkein'
  | 'skeinsReserved'
  | 'yardsReserved'
>;

/** One project's use of a stash entry, for the yarn's Projects tab. */
export interface YarnUseRow {
  project_id: string;
  name: string;
  status: string;
  skeins_used: string;
  yards_used: string;
  skeins_still: string;
  yards_still: string;
}

const STILL_SKEINS = `CASE WHEN a.released_at IS NULL THEN greatest(0, a.skeins_reserved - a.skeins_used) ELSE 0 END`;
const STILL_YARDS = `CASE WHEN a.released_at IS NULL THEN greatest(0, a.yards_reserved - a.yards_used) ELSE 0 END`;

/** Reservations and the usage recorded against them. Always matched on user_id. */
@Injectable()
export class AllocationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(
    manager: EntityManager,
    userId: string,
    projectId: string,
    id: string,
  ): Promise<AllocationEntity | null> {
    return manager.getRepository(AllocationEntity).findOneBy({ id, projectId, userId });
  }

  /** The reservations of these projects, each project's in the order they were added. */
  ofProjects(manager: EntityManager, projectIds: string[]): Promise<AllocationEntity[]> {
    if (!projectIds.length) return Promise.resolve([]);
    return manager
      .getRepository(AllocationEntity)
      .find({ where: { projectId: In(projectIds) }, order: { position: 'ASC' } });
  }

  findByYarn(
    manager: EntityManager,
    userId: string,
    projectId: string,
    yarnId: string,
  ): Promise<AllocationEntity | null> {
    return manager.getRepository(AllocationEntity).findOneBy({ projectId, yarnId, userId });
  }

  /**
   * Serialises reservations of one stash entry within the user's transactions, so two projects reserving the
   * same yarn at once both see what the other took.
   */
  async lockYarn(manager: EntityManager, userId: string, yarnId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${userId}:${yarnId}`]);
  }

  /** What other projects hold of the entry and have not used (released reservations hold nothing). */
  async heldElsewhere(
    manager: EntityManager,
    userId: string,
    yarnId: string,
    exceptProjectId: string | null,
  ): Promise<Amounts> {
    const rows = await manager.query<Array<{ skeins: string; yards: string }>>(
      `SELECT coalesce(sum(${STILL_SKEINS}), 0) AS skeins, coalesce(sum(${STILL_YARDS}), 0) AS yards
       FROM project_allocations a
       WHERE a.user_id = $1 AND a.yarn_id = $2 AND a.project_id IS DISTINCT FROM $3`,
      [userId, yarnId, exceptProjectId],
    );
    return { skeins: Number(rows[0]?.skeins ?? 0), yards: Number(rows[0]?.yards ?? 0) };
  }

  /** Adds the reservation after the project's others (the caller holds the project's row lock). */
  async insert(manager: EntityManager, userId: string, values: AllocationValues): Promise<void> {
    const rows = await manager.query<Array<{ next: number }>>(
      `SELECT coalesce(max(position) + 1, 0)::int AS next FROM project_allocations WHERE project_id = $1`,
      [values.projectId],
    );
    await manager.getRepository(AllocationEntity).insert({ userId, ...values, position: rows[0]?.next ?? 0 });
  }

  async setReserved(manager: EntityManager, id: string, amounts: Amounts): Promise<void> {
    await manager
      .getRepository(AllocationEntity)
      .update({ id }, { skeinsReserved: amounts.skeins, yardsReserved: amounts.yards });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(AllocationEntity).delete({ id });
  }

  /** Completed or frogged: nothing of the project's yarn is held any more; what was used stays. */
  async releaseAll(manager: EntityManager, userId: string, projectId: string): Promise<void> {
    await manager
      .getRepository(AllocationEntity)
      .update({ projectId, userId, releasedAt: IsNull() }, { releasedAt: () => 'now()' });
  }

  /** Back on the needles: the reservations hold again. */
  async holdAgain(manager: EntityManager, userId: string, projectId: string): Promise<void> {
    await manager.getRepository(AllocationEntity).update({ projectId, userId }, { releasedAt: null });
  }

  async addUsed(manager: EntityManager, id: string, amounts: Amounts): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AllocationEntity)
      .set({
        skeinsUsed: () => `skeins_used + ${Number(amounts.skeins)}`,
        yardsUsed: () => `yards_used + ${Number(amounts.yards)}`,
      })
      .where('id = :id', { id })
      .execute();
  }

  findUsage(
    manager: EntityManager,
    userId: string,
    projectId: string,
    key: string,
  ): Promise<ProjectUsageEntity | null> {
    return manager.getRepository(ProjectUsageEntity).findOneBy({ userId, projectId, idempotencyKey: key });
  }

  /** Claims the key; false when a concurrent request with it got there first (nothing is counted twice). */
  async insertUsage(
    manager: EntityManager,
    values: Pick<ProjectUsageEntity, 'userId' | 'projectId' | 'allocationId' | 'idempotencyKey'> & Amounts,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ProjectUsageEntity)
      .values(values)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Every project of the user that reserved this stash entry, newest change first. */
  byYarn(userId: string, yarnId: string): Promise<YarnUseRow[]> {
    return this.dataSource.query<YarnUseRow[]>(
      `SELECT p.id AS project_id, p.name, p.status, a.skeins_used, a.yards_used,
              ${STILL_SKEINS} AS skeins_still, ${STILL_YARDS} AS yards_still
       FROM project_allocations a JOIN projects p ON p.id = a.project_id
       WHERE a.user_id = $1 AND a.yarn_id = $2
       ORDER BY p.updated_at DESC, p.id`,
      [userId, yarnId],
    );
  }
}
