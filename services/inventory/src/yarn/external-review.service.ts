import { Injectable } from '@nestjs/common';
import {
  EXTERNAL_REVIEW_MAX,
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalSource,
  type ExternalYarnFields,
} from '@yarn-mgmt/contracts';
import { RequestValidationException, TransactionRunner } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import {
  choiceProblems,
  chosenFields,
  conflictFields,
  lineChanges,
  lineFor,
  localFields,
  stockMovedTo,
} from './external-fields.js';
import { ExternalLinksRepository } from './external-links.repository.js';
import { YarnItemEntity } from './yarn-item.entity.js';
import { YarnError } from './yarn.errors.js';
import { YarnLinesRepository } from './yarn-lines.repository.js';
import { labelOfItem, yarnLabel } from './yarn.mapper.js';

const sourceOf = (item: YarnItemEntity) => item.externalSource as ExternalSource;

/**
 * What the provider sync leaves to the user (issue 22): entries edited here and on the provider since the last
 * sync, resolved field by field, and entries the provider no longer lists, kept as the user's own.
 */
@Injectable()
export class ExternalReviewService {
  constructor(
    private readonly links: ExternalLinksRepository,
    private readonly lines: YarnLinesRepository,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async review(userId: string, source: ExternalSource): Promise<ExternalReview> {
    const manager = this.transactions.manager;
    const [conflicts, missing] = await Promise.all([
      this.links.list(manager, userId, source, 'conflict', EXTERNAL_REVIEW_MAX),
      this.links.list(manager, userId, source, 'missing', EXTERNAL_REVIEW_MAX),
    ]);
    const link = (item: YarnItemEntity) => ({
      id: item.id,
      label: labelOfItem(item),
      external_id: item.externalId as string,
      source,
    });
    return {
      conflicts: conflicts.items.map((item) => ({
        ...link(item),
        fields: conflictFields(localFields(item), item.externalPending as ExternalYarnFields),
      })),
      missing: missing.items.map((item) => ({
        ...link(item),
        missing_since: (item.externalMissingAt as Date).toISOString(),
      })),
      total: { conflicts: conflicts.total, missing: missing.total },
    };
  }

  /**
   * Keeps, field by field, the value here or the provider's; the provider's version becomes the last import, so
   * the next sync finds nothing new unless the provider changes again.
   */
  resolve(userId: string, id: string, input: ExternalResolveInput): Promise<ExternalReviewActionResponse> {
    return this.transactions.run(async (manager) => {
      const item = await this.links.findLocked(manager, userId, id, 'conflict');
      if (!item) throw new YarnError('NOT_IN_CONFLICT');
      const local = localFields(item);
      const provider = item.externalPending as ExternalYarnFields;
      const problems = choiceProblems(conflictFields(local, provider), input.choices);
      if (problems.length) throw new RequestValidationException(problems);
      const chosen = chosenFields(local, provider, input.choices);
      const lineId = lineChanges(local, chosen)
        ? await lineFor(this.lines, manager, userId, chosen)
        : item.lineId;
      await manager.getRepository(YarnItemEntity).update(
        { id: item.id, userId },
        {
          lineId,
          colorway: chosen.colorway,
          dyeLot: chosen.dye_lot,
          ...stockMovedTo(item, chosen),
          externalSnapshot: provider,
          externalPending: null,
        },
      );
      const label = yarnLabel({
        brand: chosen.brand_name,
        line: chosen.line_name,
        colorway: chosen.colorway,
      });
      await this.activity.record(manager, userId, T.resolvedActivity(label, sourceOf(item)));
      return { id: item.id, message: T.resolved(label) };
    });
  }

  /** A missing entry stays as the user's own: its link to the provider is dropped, so it leaves the review. */
  unlink(userId: string, id: string): Promise<ExternalReviewActionResponse> {
    return this.transactions.run(async (manager) => {
      const item = await this.links.findLocked(manager, userId, id, 'missing');
      if (!item) throw new YarnError('NOT_MISSING');
      const source = sourceOf(item);
      await manager.getRepository(YarnItemEntity).update(
        { id: item.id, userId },
        {
          externalSource: null,
          externalId: null,
          externalSnapshot: null,
          externalPending: null,
          externalSent: null,
          externalSyncedAt: null,
          externalMissingAt: null,
        },
      );
      const label = labelOfItem(item);
      await this.activity.record(manager, userId, T.unlinkedActivity(label, source));
      return { id: item.id, message: T.unlinked(label, source) };
    });
  }
}
