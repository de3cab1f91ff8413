import { Injectable } from '@nestjs/common';
import {
  type ExternalPatternFields,
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
import { PatternEntity } from '../patterns/pattern.entity.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternExternalSyncService, localPatternFields } from './pattern-external-sync.service.js';

/** The provider-owned fields in the order the sync page lists them, with what a knitter reads. */
export const EXTERNAL_PATTERN_FIELD_LABELS: Record<keyof ExternalPatternFields, string> = {
  title: 'Title',
  designer: 'Designer',
  category: 'Category',
  craft_type: 'Craft',
  difficulty_level: 'Difficulty',
  yarn_weight: 'Yarn weight',
  yardage_required: 'Yardage',
  yardage_max: 'Maximum yardage',
  needle_sizes: 'Needle sizes',
  gauge_stitches: 'Gauge stitches',
  gauge_rows: 'Gauge rows',
  gauge_measurement: 'Gauge measured over',
  sizes_available: 'Sizes',
  source_details: 'Source details',
  price: 'Price',
  currency: 'Currency',
  is_free: 'Free',
  is_favorite: 'Favorite',
  ravelry_rating: 'Ravelry rating',
  ravelry_rating_count: 'Ravelry ratings',
  image_url: 'Picture',
};

/**
 * The imported patterns a sync left to the user (issue 22): conflicts resolved field by field (the provider's
 * version then becomes the last import, so the next sync is unchanged), patterns gone from the provider kept as
 * the user's own. The rules are nest-kit's (external-review.ts), shared with every imported kind.
 */
@Injectable()
export class PatternExternalReviewService {
  private readonly kind: ExternalReviewKind<PatternEntity, ExternalPatternFields>;

  constructor(
    private readonly sync: PatternExternalSyncService,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.kind = {
      entity: PatternEntity,
      labels: EXTERNAL_PATTERN_FIELD_LABELS,
      join: (query) => query.leftJoinAndSelect('r.designer', 'd').leftJoinAndSelect('r.category', 'c'),
      local: localPatternFields,
      label: (fields) => (fields.designer ? `${fields.title} - ${fields.designer}` : fields.title),
      apply: (manager, row, chosen, provider) =>
        this.sync.write(manager, row, chosen, { externalSnapshot: provider, externalPending: null }),
      record: (manager, userId, description) => this.activity.record(manager, userId, description),
      notInConflict: () => new PatternError('NOT_IN_CONFLICT'),
      notMissing: () => new PatternError('NOT_MISSING'),
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
