import { Injectable } from '@nestjs/common';
import {
  type ExternalProjectFields,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import {
  externalReview,
  resolveExternal,
  unlinkExternal,
  type ExternalReviewKind,
} from '@yarn-mgmt/nest-kit/external-sync';
import { ProjectEntity } from '../projects/project.entity.js';
import { ProjectError } from '../projects/projects.errors.js';
import { ProjectExternalSyncService, localProjectFields } from './project-external-sync.service.js';

/** The provider-owned fields in the order the sync page lists them, with what a knitter reads. */
export const EXTERNAL_PROJECT_FIELD_LABELS: Record<keyof ExternalProjectFields, string> = {
  name: 'Name',
  status: 'Status',
  pattern_id: 'Pattern',
  pattern_title: 'Pattern name',
  craft_type: 'Craft',
  size: 'Size',
  start_date: 'Started',
  end_date: 'Finished',
  progress_percentage: 'Progress (%)',
  notes: 'Notes',
  recipient: 'Made for',
  photos: 'Photos',
};

/**
 * The imported projects a sync left to the user (issue 22): conflicts resolved field by field (the provider's
 * version then becomes the last import, so the next sync is unchanged), projects gone from the provider kept as
 * the user's own. The rules are nest-kit's (external-review.ts), shared with every imported kind.
 */
@Injectable()
export class ProjectExternalReviewService {
  private readonly kind: ExternalReviewKind<ProjectEntity, ExternalProjectFields>;

  constructor(
    private readonly sync: ProjectExternalSyncService,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.kind = {
      entity: ProjectEntity,
      labels: EXTERNAL_PROJECT_FIELD_LABELS,
      local: localProjectFields,
      label: (fields) => fields.name,
      apply: (manager, row, chosen, provider) =>
        this.sync.write(manager, row, chosen, { externalSnapshot: provider, externalPending: null }),
      record: (manager, userId, description) => this.activity.record(manager, userId, description),
      notInConflict: () => new ProjectError('NOT_IN_CONFLICT'),
      notMissing: () => new ProjectError('NOT_MISSING'),
    };
  }

  review(userId: string, source: ExternalSource): Promise<ExternalReview> {
    return externalReview(this.transactions.manager, this.kind, userId, source);
  }

  resolve(userId: string, id: string, input: ExternalResolveInput): Promise<ExternalReviewActionResponse> {
    return this.transactions.run((manager) => resolveExternal(manager, this.kind, userId, id, input));
  }

  unlink(userId: string, id: string): Promise<ExternalReviewActionResponse> {
    return this.transactions.run((manager) => unlinkExternal(manager, this.kind, userId, id));
  }
}
