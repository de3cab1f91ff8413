import { Injectable } from '@nestjs/common';
import {
  PROJECT_STATUSES,
  type ProjectListQuery,
  type ProjectStatus,
  type ProjectStatusCounts,
} from '@yarn-mgmt/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { buildProjectListQuery, type ProjectFilters } from './project-list.query.js';
import { ProjectCounterEntity, ProjectEntity } from './project.entity.js';

/** The columns a create or an edit writes. */
export type ProjectValues = Partial<
  Omit<ProjectEntity, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'progressCounter'>
>;

/** Project rows. Always matched on user_id as well as id. */
@Injectable()
export class ProjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `lock` holds the row until the transaction ends (status moves and usage queue behind each other). */
  find(manager: EntityManager, userId: string, id: string, lock = false): Promise<ProjectEntity | null> {
    const query = manager
      .getRepository(ProjectEntity)
      .createQueryBuilder('p')
      .where('p.id = :id AND p.user_id = :userId', { id, userId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  async insert(manager: EntityManager, userId: string, values: ProjectValues): Promise<string> {
    const result = await manager.getRepository(ProjectEntity).insert({ userId, ...values });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Writes the values and stamps updated_at (a counter tap or a usage is a change of the project too). */
  async update(manager: EntityManager, userId: string, id: string, values: ProjectValues): Promise<void> {
    await manager
      .getRepository(ProjectEntity)
      .update({ id, userId }, { ...values, updatedAt: () => 'now()' });
  }

  async delete(manager: EntityManager, userId: string, id: string): Promise<void> {
    await manager.getRepository(ProjectEntity).delete({ id, userId });
  }

  /** The projects of these ids (selected within one user's rows by the caller), in the order given. */
  async inOrder(manager: EntityManager, ids: string[]): Promise<ProjectEntity[]> {
    if (!ids.length) return [];
    const rows = await manager.getRepository(ProjectEntity).findBy({ id: In(ids) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The counters of these projects, in the order they were added. */
  countersOf(manager: EntityManager, ids: string[]): Promise<ProjectCounterEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return manager
      .getRepository(ProjectCounterEntity)
      .find({ where: { projectId: In(ids) }, order: { position: 'ASC' } });
  }

  /** One page of `GET /projects`: the page's ids, and how many match in all. */
  async list(
    userId: string,
    query: ProjectListQuery,
    status: ProjectStatus | undefined,
  ): Promise<{ ids: string[]; total: number }> {
    const { where, orderBy, params } = buildProjectListQuery(userId, query, status, query);
    const n = params.length;
    const [page, count] = await Promise.all([
      this.dataSource.query<Array<{ id: string }>>(
        `SELECT p.id FROM projects p WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM projects p WHERE ${where}`,
        params,
      ),
    ]);
    return { ids: page.map((row) => row.id), total: count[0]?.total ?? 0 };
  }

  /** The tabs' chips: how many projects of each status match the filters, and all of them. */
  async counts(userId: string, filters: ProjectFilters): Promise<ProjectStatusCounts> {
    const { where, params } = buildProjectListQuery(userId, filters);
    const rows = await this.dataSource.query<Array<{ status: ProjectStatus; n: number }>>(
      `SELECT p.status, count(*)::int AS n FROM projects p WHERE ${where} GROUP BY p.status`,
      params,
    );
    const counts = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as Record<
      ProjectStatus,
      number
    >;
    for (const row of rows) counts[row.status] = row.n;
    return { all: rows.reduce((sum, row) => sum + row.n, 0), ...counts };
  }
}
