import { Injectable } from '@nestjs/common';
import type { Project, ProjectUpdateInput } from '@yarn-mgmt/contracts';
import { canonicalStatus } from '@yarn-mgmt/domain';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import type { PatternNeeds } from '../neighbours/patterns.client.js';
import { ProjectCounterEntity, type ProjectEntity } from './project.entity.js';
import { ProjectLoader } from './project-loader.js';
import { priorityNumber, progressFromRows, searchTextOf } from './project.mapper.js';
import { ProjectPatterns } from './project-patterns.js';
import { ProjectStatusMoves } from './project-status-moves.js';
import { ProjectError } from './projects.errors.js';
import { ProjectsRepository, type ProjectValues } from './projects.repository.js';

/** The plain fields of an edit: sent means changed (null clears), left out means kept. */
function plainValues(input: ProjectUpdateInput): ProjectValues {
  const values: ProjectValues = {};
  const name = input.name ?? input.project_name;
  if (name !== undefined) values.name = name;
  if (input.start_date !== undefined) values.startDate = input.start_date;
  if (input.end_date !== undefined) values.endDate = input.end_date;
  if (input.progress_percentage !== undefined) values.progressPercentage = input.progress_percentage;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.priority !== undefined) values.priority = priorityNumber(input.priority);
  if (input.target_completion_date !== undefined) values.targetCompletionDate = input.target_completion_date;
  if (input.recipient !== undefined) values.recipient = input.recipient;
  if (input.size_made !== undefined) values.sizeMade = input.size_made;
  if (input.needle_size !== undefined) values.needleSize = input.needle_size;
  if (input.gauge_achieved !== undefined) values.gaugeAchieved = input.gauge_achieved;
  if (input.craft_type !== undefined) values.craftType = input.craft_type;
  if (input.photos !== undefined) values.photos = input.photos;
  if (input.total_rows !== undefined) values.totalRows = input.total_rows;
  if (input.progress_follows_counter_id !== undefined) {
    values.progressCounterId = input.progress_follows_counter_id;
  }
  return values;
}

/** `PATCH /projects/{id}`: the project form's edit. */
@Injectable()
export class ProjectEditsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly loader: ProjectLoader,
    private readonly patterns: ProjectPatterns,
    private readonly moves: ProjectStatusMoves,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * A new pattern is read first (503 when the patterns service cannot answer: nothing changes). A size is checked
   * against the pattern's sizes; a followed counter must be the project's own, and progress follows it when the
   * total rows are known. A status in the edit moves the project as the board does.
   */
  async update(bearer: string, userId: string, id: string, input: ProjectUpdateInput): Promise<Project> {
    const current = await this.projects.find(this.transactions.manager, userId, id);
    if (!current) throw ProjectError.notFound();
    const pattern =
      input.pattern_id && input.pattern_id !== current.patternId
        ? await this.patterns.read(bearer, input.pattern_id)
        : undefined;

    return this.transactions.run(async (manager) => {
      const row = await this.loader.lock(manager, userId, id);
      const values = plainValues(input);
      if (pattern) Object.assign(values, this.patterns.snapshot(pattern));
      if (input.pattern_id === null) Object.assign(values, ProjectPatterns.none);
      const size = this.size(row, values, input, pattern);
      if (size !== undefined) values.size = size;
      const merged = { ...row, ...values };
      values.searchText = searchTextOf(merged);
      await this.followedProgress(manager, merged, values);
      await this.projects.update(manager, userId, id, values);
      if (input.status !== undefined) {
        await this.moves.move(
          manager,
          { ...row, ...values, status: row.status },
          canonicalStatus(input.status),
        );
      }
      return this.loader.load(manager, userId, id);
    });
  }

  /** The size to store: the one sent, or the kept one checked against a new pattern; undefined to keep it. */
  private size(
    row: ProjectEntity,
    values: ProjectValues,
    input: ProjectUpdateInput,
    pattern: PatternNeeds | undefined,
  ): string | null | undefined {
    const size = input.size !== undefined ? input.size : pattern ? row.size : undefined;
    if (size === undefined || size === null) return size;
    const sizes = values.patternSizes ?? row.patternSizes;
    if (sizes.length === 0) return size;
    const found = sizes.find((entry) => entry.toLowerCase() === size.toLowerCase());
    if (found !== undefined) return found;
    // A size the new pattern does not have is dropped rather than refused: the knitter picks again.
    if (input.size === undefined) return null;
    throw new ProjectError('UNKNOWN_SIZE');
  }

  /** Progress from the followed counter (its own project's), when the total rows are known. */
  private async followedProgress(
    manager: EntityManager,
    merged: ProjectEntity,
    values: ProjectValues,
  ): Promise<void> {
    if (merged.progressCounterId === null) return;
    const counter = await manager
      .getRepository(ProjectCounterEntity)
      .findOneBy({ id: merged.progressCounterId, projectId: merged.id, userId: merged.userId });
    if (!counter) throw new ProjectError('NOT_A_COUNTER_OF_PROJECT');
    if (merged.totalRows !== null)
      values.progressPercentage = progressFromRows(counter.value, merged.totalRows);
  }
}
