import { Injectable } from '@nestjs/common';
import {
  PROJECT_MAX_COUNTERS,
  type ProjectCounterCreateInput,
  type ProjectCounterUpdateInput,
  type Project,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import { ProjectCounterEntity, type ProjectEntity } from '../projects/project.entity.js';
import { ProjectLoader } from '../projects/project-loader.js';
import { progressFromRows } from '../projects/project.mapper.js';
import { CounterError } from './counters.errors.js';
import { ProjectsRepository } from '../projects/projects.repository.js';

type CounterValues = Required<Pick<ProjectCounterCreateInput, 'name' | 'value'>> & { target: number | null };

/**
 * Row and repeat counters, saved as they change. Each change locks the project, so taps from two devices queue
 * and a delta is added to what is stored; when the project's progress follows the counter, it moves with it.
 */
@Injectable()
export class CountersService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly loader: ProjectLoader,
    private readonly transactions: TransactionRunner,
  ) {}

  add(userId: string, projectId: string, input: CounterValues): Promise<Project> {
    return this.transactions.run(async (manager) => {
      await this.loader.lock(manager, userId, projectId);
      const repository = manager.getRepository(ProjectCounterEntity);
      const existing = await repository.find({ where: { projectId, userId }, order: { position: 'DESC' } });
      if (existing.length >= PROJECT_MAX_COUNTERS) throw new CounterError('TOO_MANY_COUNTERS');
      const position = (existing[0]?.position ?? -1) + 1;
      await repository.insert({ userId, projectId, position, ...input });
      await this.projects.update(manager, userId, projectId, {});
      return this.loader.load(manager, userId, projectId);
    });
  }

  change(
    userId: string,
    projectId: string,
    counterId: string,
    input: ProjectCounterUpdateInput,
  ): Promise<Project> {
    return this.transactions.run(async (manager) => {
      const project = await this.loader.lock(manager, userId, projectId);
      const counter = await this.counter(manager, userId, projectId, counterId);
      const value =
        input.value ?? (input.delta === undefined ? counter.value : Math.max(0, counter.value + input.delta));
      await manager.getRepository(ProjectCounterEntity).update(
        { id: counterId },
        {
          value,
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.target === undefined ? {} : { target: input.target }),
        },
      );
      await this.projects.update(manager, userId, projectId, this.progress(project, counterId, value));
      return this.loader.load(manager, userId, projectId);
    });
  }

  /** Removes the counter; a project whose progress followed it stops following (its progress stays). */
  remove(userId: string, projectId: string, counterId: string): Promise<Project> {
    return this.transactions.run(async (manager) => {
      await this.loader.lock(manager, userId, projectId);
      await this.counter(manager, userId, projectId, counterId);
      await manager.getRepository(ProjectCounterEntity).delete({ id: counterId });
      await this.projects.update(manager, userId, projectId, {});
      return this.loader.load(manager, userId, projectId);
    });
  }

  private progress(project: ProjectEntity, counterId: string, value: number) {
    return project.progressCounterId === counterId && project.totalRows !== null
      ? { progressPercentage: progressFromRows(value, project.totalRows) }
      : {};
  }

  private async counter(manager: EntityManager, userId: string, projectId: string, id: string) {
    const counter = await manager.getRepository(ProjectCounterEntity).findOneBy({ id, projectId, userId });
    if (!counter) throw new CounterError('COUNTER_NOT_FOUND');
    return counter;
  }
}
