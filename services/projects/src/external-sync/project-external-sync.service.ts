import { Injectable } from '@nestjs/common';
import {
  EXTERNAL_SOURCE_NAMES,
  type ExternalProjectEntry,
  type ExternalProjectFields,
  type ExternalSource,
  type ProjectExternalSyncInput,
  type ProjectExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import {
  syncExternalBatch,
  syncedActivity,
  type ExternalLinkValues,
  type ExternalSyncKind,
} from '@yarn-mgmt/nest-kit/external-sync';
import type { EntityManager } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity.js';
import { searchTextOf } from '../projects/project.mapper.js';
import { ProjectStatusMoves } from '../projects/project-status-moves.js';
import { ProjectsRepository, type ProjectValues } from '../projects/projects.repository.js';

/** The provider-owned fields of a project as it is here now. */
export function localProjectFields(row: ProjectEntity): ExternalProjectFields {
  return {
    name: row.name,
    status: row.status,
    pattern_id: row.patternId,
    pattern_title: row.patternTitle,
    craft_type: row.craftType,
    size: row.size,
    start_date: row.startDate,
    end_date: row.endDate,
    progress_percentage: row.progressPercentage,
    notes: row.notes,
    recipient: row.recipient,
    photos: row.photos,
  };
}

const fieldsOf = ({ external_id: _id, ...fields }: ExternalProjectEntry): ExternalProjectFields => fields;

/** The project's columns from the provider's fields (the pattern's title and craft copied as a chosen one's are). */
function projectValues(
  fields: ExternalProjectFields,
  link: Partial<ExternalLinkValues<ExternalProjectFields>>,
): ProjectValues {
  const values = {
    name: fields.name,
    patternId: fields.pattern_id,
    patternTitle: fields.pattern_title,
    patternCraftType: fields.pattern_title === null ? null : fields.craft_type,
    craftType: fields.craft_type,
    size: fields.size,
    startDate: fields.start_date,
    endDate: fields.end_date,
    progressPercentage: fields.progress_percentage,
    notes: fields.notes,
    recipient: fields.recipient,
    photos: fields.photos,
  };
  return { ...values, ...link, searchText: searchTextOf(values) };
}

/**
 * Projects imported from a provider (issue 22): the shared rules of syncExternalBatch on the projects table. The
 * provider owns the fields of ExternalProjectFields; priority, target date, needles, gauge, counters and the yarn
 * reserved here stay the user's. A provider's status change is a status move (its yarn released when completed or
 * frogged, DECISIONS 24), then the provider's dates and progress are written. One activity row per batch that
 * created or updated something.
 */
@Injectable()
export class ProjectExternalSyncService {
  private readonly kind: ExternalSyncKind<ProjectEntity, ExternalProjectFields, ExternalProjectEntry>;

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly moves: ProjectStatusMoves,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.kind = {
      entity: ProjectEntity,
      linked: (manager, userId, source, ids) =>
        manager
          .getRepository(ProjectEntity)
          .createQueryBuilder('p')
          .where('p.user_id = :userId AND p.external_source = :source AND p.external_id IN (:...ids)', {
            userId,
            source,
            ids,
          })
          .setLock('pessimistic_write')
          .getMany(),
      fieldsOf,
      local: localProjectFields,
      create: (manager, userId, entry, link) =>
        this.projects.insert(manager, userId, {
          ...projectValues(fieldsOf(entry), link),
          status: entry.status,
        }),
      apply: (manager, row, entry, link) => this.write(manager, row, fieldsOf(entry), link),
    };
  }

  /** The provider-owned fields written over a row (a status change is a move first), with the link columns given. */
  async write(
    manager: EntityManager,
    row: ProjectEntity,
    fields: ExternalProjectFields,
    link: Partial<ExternalLinkValues<ExternalProjectFields>>,
  ): Promise<void> {
    await this.moves.move(manager, row, fields.status);
    await this.projects.update(manager, row.userId, row.id, projectValues(fields, link));
  }

  upsert(userId: string, input: ProjectExternalSyncInput): Promise<ProjectExternalSyncResponse> {
    return this.transactions.run(async (manager) => {
      const results = await syncExternalBatch(manager, this.kind, userId, input);
      const activity = syncedActivity(
        results,
        ['project', 'projects'],
        EXTERNAL_SOURCE_NAMES[input.source as ExternalSource],
      );
      if (activity) await this.activity.record(manager, userId, activity);
      return { results: results.map(({ id, ...result }) => ({ ...result, project_id: id })) };
    });
  }
}
