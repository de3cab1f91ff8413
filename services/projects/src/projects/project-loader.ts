import { Injectable } from '@nestjs/common';
import type { Project } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import { toProject } from './project.mapper.js';
import { ProjectYarnPort } from './project-yarn.port.js';
import { ProjectError } from './projects.errors.js';
import { ProjectsRepository } from './projects.repository.js';

function byProject<T extends { projectId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.projectId, [...(groups.get(row.projectId) ?? []), row]);
  return groups;
}

/** Projects as the API answers them, with their yarn and counters (exported to every feature that changes one). */
@Injectable()
export class ProjectLoader {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly yarn: ProjectYarnPort,
    private readonly transactions: TransactionRunner,
  ) {}

  async load(manager: EntityManager, userId: string, id: string): Promise<Project> {
    const row = await this.projects.find(manager, userId, id);
    if (!row) throw ProjectError.notFound();
    const [yarn, counters] = await Promise.all([
      this.yarn.ofProjects(manager, [id]),
      this.projects.countersOf(manager, [id]),
    ]);
    return toProject(row, yarn.get(id) ?? [], counters);
  }

  /** Projects by id in the order given (ids the caller selected within one user's rows). */
  async loadMany(ids: string[]): Promise<Project[]> {
    const manager = this.transactions.manager;
    const [rows, yarn, counters] = await Promise.all([
      this.projects.inOrder(manager, ids),
      this.yarn.ofProjects(manager, ids),
      this.projects.countersOf(manager, ids).then(byProject),
    ]);
    return rows.map((row) => toProject(row, yarn.get(row.id) ?? [], counters.get(row.id) ?? []));
  }

  /** The project's row, locked until the transaction ends; 404 when the user has no such project. */
  async lock(manager: EntityManager, userId: string, id: string) {
    const row = await this.projects.find(manager, userId, id, true);
    if (!row) throw ProjectError.notFound();
    return row;
  }
}
