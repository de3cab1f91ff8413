import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PROJECT_STATUS,
  type Project,
  type ProjectCreateInput,
  type ProjectListQuery,
  type ProjectListResponse,
  type ProjectStatusCounts,
  type ProjectStatusInputValue,
} from '@yarn-mgmt/contracts';
import { canonicalStatus } from '@yarn-mgmt/domain';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import type { ProjectFilters } from './project-list.query.js';
import { ProjectLoader } from './project-loader.js';
import { neededYards, priorityNumber, searchTextOf, statusEffects } from './project.mapper.js';
import { ProjectPatterns } from './project-patterns.js';
import { ProjectStatusMoves } from './project-status-moves.js';
import { ProjectYarnPort } from './project-yarn.port.js';
import { ProjectsRepository, type ProjectValues } from './projects.repository.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Projects: list, counts, create with its pattern and yarn, status moves, delete; one transaction each. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly loader: ProjectLoader,
    private readonly patterns: ProjectPatterns,
    private readonly moves: ProjectStatusMoves,
    private readonly yarn: ProjectYarnPort,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(userId: string, query: ProjectListQuery): Promise<ProjectListResponse> {
    const status = query.status === undefined ? undefined : canonicalStatus(query.status);
    const { ids, total } = await this.projects.list(userId, query, status);
    return { projects: await this.loader.loadMany(ids), total };
  }

  counts(userId: string, filters: ProjectFilters): Promise<ProjectStatusCounts> {
    return this.projects.counts(userId, filters);
  }

  get(userId: string, id: string): Promise<Project> {
    return this.loader.load(this.transactions.manager, userId, id);
  }

  /**
   * A new project. Its pattern and its yarn are read from the patterns and inventory services first (outside the
   * transaction); when either cannot answer, nothing is created (503). A blank name with a pattern is
   * "{title} Project" (spec section 5).
   */
  async create(bearer: string, userId: string, input: ProjectCreateInput): Promise<Project> {
    const pattern = input.pattern_id ? await this.patterns.read(bearer, input.pattern_id) : null;
    const size = pattern ? this.patterns.sizeOf(pattern, input.size) : input.size;
    const name = input.name ?? input.project_name ?? `${pattern?.title ?? ''} Project`;
    const status = canonicalStatus(input.status ?? DEFAULT_PROJECT_STATUS);
    const values: ProjectValues = {
      name,
      status,
      ...(pattern ? this.patterns.snapshot(pattern) : {}),
      craftType: input.craft_type ?? pattern?.craft_type ?? 'knitting',
      size,
      startDate: input.start_date,
      endDate: input.end_date,
      progressPercentage: input.progress_percentage,
      notes: input.notes,
      priority: priorityNumber(input.priority),
      targetCompletionDate: input.target_completion_date,
      recipient: input.recipient,
      sizeMade: input.size_made,
      needleSize: input.needle_size,
      gaugeAchieved: input.gauge_achieved,
      photos: input.photos,
      totalRows: input.total_rows,
    };
    Object.assign(
      values,
      statusEffects(status, { startDate: input.start_date, endDate: input.end_date }, today()),
    );
    values.searchText = searchTextOf({
      name,
      patternTitle: pattern?.title ?? null,
      recipient: input.recipient,
      notes: input.notes,
    });
    const needed = pattern ? neededYards(pattern.yardage_by_size, pattern.yardage_required, size) : null;
    const reserveYarn = await this.yarn.prepare(bearer, input);

    return this.transactions.run(async (manager) => {
      const id = await this.projects.insert(manager, userId, values);
      await reserveYarn(manager, { userId, id, status, neededYards: needed });
      await this.activity.record(manager, userId, `Created project "${name}"`);
      return this.loader.load(manager, userId, id);
    });
  }

  /** A move on the board (or in the list): the status, what it brings, its activity row. */
  setStatus(userId: string, id: string, status: ProjectStatusInputValue): Promise<Project> {
    return this.transactions.run(async (manager) => {
      const row = await this.loader.lock(manager, userId, id);
      await this.moves.move(manager, row, canonicalStatus(status));
      return this.loader.load(manager, userId, id);
    });
  }

  /** Deletes the project; its reservations go with it (released), the stash's usage records stay. */
  async delete(userId: string, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await this.loader.lock(manager, userId, id);
      await this.projects.delete(manager, userId, id);
      await this.activity.record(manager, userId, `Deleted project "${row.name}"`);
    });
  }
}
