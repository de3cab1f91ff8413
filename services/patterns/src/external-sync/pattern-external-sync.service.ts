import { Injectable } from '@nestjs/common';
import {
  EXTERNAL_SOURCE_NAMES,
  type ExternalPatternEntry,
  type ExternalPatternFields,
  type ExternalSource,
  type PatternCategoryName,
  type PatternExternalSyncInput,
  type PatternExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { priceCurrency } from '@yarn-mgmt/domain';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import {
  sameExternalFields,
  syncExternalBatch,
  syncedActivity,
  type ExternalLinkValues,
  type ExternalSyncKind,
} from '@yarn-mgmt/nest-kit/external-sync';
import type { EntityManager } from 'typeorm';
import { PatternPartsRepository } from '../patterns/pattern-parts.repository.js';
import { PatternEntity } from '../patterns/pattern.entity.js';
import { PatternsRepository } from '../patterns/patterns.repository.js';

/** The provider-owned fields of a pattern as it is here now (designer and category loaded). */
export function localPatternFields(row: PatternEntity): ExternalPatternFields {
  return {
    title: row.title,
    designer: row.designer?.name ?? null,
    category: (row.category?.name ?? null) as PatternCategoryName | null,
    craft_type: row.craftType,
    difficulty_level: row.difficultyLevel,
    yarn_weight: row.yarnWeight,
    yardage_required: row.yardageRequired,
    yardage_max: row.yardageMax,
    needle_sizes: row.needleSizes,
    gauge_stitches: row.gaugeStitches,
    gauge_rows: row.gaugeRows,
    gauge_measurement: row.gaugeMeasurement,
    sizes_available: row.sizesAvailable,
    source_details: row.sourceDetails,
    price: row.price,
    currency: row.currency,
    is_free: row.isFree,
    is_favorite: row.isFavorite,
    ravelry_rating: row.ravelryRating,
    ravelry_rating_count: row.ravelryRatingCount,
    image_url: row.imageUrl,
  };
}

/** Same fields? The designer is matched regardless of case, as the library finds designers. */
export function samePatternFields(a: ExternalPatternFields, b: ExternalPatternFields | null): boolean {
  if (!b) return false;
  const designer = (fields: ExternalPatternFields) => ({
    ...fields,
    designer: fields.designer?.trim().toLowerCase() ?? null,
  });
  return sameExternalFields(designer(a), designer(b));
}

const source = (link: ExternalLinkValues<ExternalPatternFields>) => link.externalSource as ExternalSource;

/**
 * The provider's fields of an entry; a price the provider gives without a currency is in dollars, in the row and
 * in the last import alike, so the next sync compares like with like.
 */
const fieldsOf = ({ external_id: _id, ...fields }: ExternalPatternEntry): ExternalPatternFields => ({
  ...fields,
  currency: priceCurrency(fields.price, fields.currency),
});

/**
 * Patterns imported from a provider (issue 22): the shared rules of syncExternalBatch on the patterns table. The
 * provider owns the fields of ExternalPatternFields; tags, techniques, notes, the purchase date, the PDF and the
 * cover stay the user's and a sync never touches them. One activity row per batch that changed something.
 */
@Injectable()
export class PatternExternalSyncService {
  private readonly kind: ExternalSyncKind<PatternEntity, ExternalPatternFields, ExternalPatternEntry>;

  constructor(
    private readonly patterns: PatternsRepository,
    private readonly parts: PatternPartsRepository,
    private readonly activity: ActivityRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.kind = {
      entity: PatternEntity,
      linked: (manager, userId, source, ids) =>
        manager
          .getRepository(PatternEntity)
          .createQueryBuilder('p')
          .leftJoinAndSelect('p.designer', 'd')
          .leftJoinAndSelect('p.category', 'c')
          .where('p.user_id = :userId AND p.external_source = :source AND p.external_id IN (:...ids)', {
            userId,
            source,
            ids,
          })
          .setLock('pessimistic_write', undefined, ['p'])
          .getMany(),
      fieldsOf,
      local: localPatternFields,
      same: samePatternFields,
      create: async (manager, userId, entry, link) => {
        const values = await this.values(manager, userId, fieldsOf(entry), []);
        return this.patterns.insertImported(manager, userId, { ...values, ...link, source: source(link) });
      },
      apply: (manager, row, entry, link) => this.write(manager, row, fieldsOf(entry), link),
    };
  }

  upsert(userId: string, input: PatternExternalSyncInput): Promise<PatternExternalSyncResponse> {
    return this.transactions.run(async (manager) => {
      const results = await syncExternalBatch(manager, this.kind, userId, input);
      const activity = syncedActivity(
        results,
        ['pattern', 'patterns'],
        EXTERNAL_SOURCE_NAMES[input.source as ExternalSource],
      );
      if (activity) await this.activity.record(manager, userId, activity);
      return { results: results.map(({ id, ...result }) => ({ ...result, pattern_id: id })) };
    });
  }

  /** The provider-owned fields written over a row, with the link columns given (a sync's, a resolve's). */
  async write(
    manager: EntityManager,
    row: PatternEntity,
    fields: ExternalPatternFields,
    link: Partial<ExternalLinkValues<ExternalPatternFields>>,
  ): Promise<void> {
    const { tags } = await this.parts.partsOf(manager, [row.id]);
    const values = await this.values(
      manager,
      row.userId,
      fields,
      tags.map((tag) => tag.name),
      row,
    );
    await this.patterns.updateImported(manager, row.userId, row.id, { ...values, ...link });
  }

  private async values(
    manager: EntityManager,
    userId: string,
    fields: ExternalPatternFields,
    tags: string[],
    row?: PatternEntity,
  ) {
    const designerId = await this.patterns.upsertDesigner(manager, userId, fields.designer);
    const categoryId = await this.patterns.categoryId(manager, fields.category);
    return {
      title: fields.title,
      designerId,
      categoryId,
      craftType: fields.craft_type,
      difficultyLevel: fields.difficulty_level,
      yarnWeight: fields.yarn_weight,
      yardageRequired: fields.yardage_required,
      yardageMax: fields.yardage_max,
      needleSizes: fields.needle_sizes,
      gaugeStitches: fields.gauge_stitches,
      gaugeRows: fields.gauge_rows,
      gaugeMeasurement: fields.gauge_measurement,
      sizesAvailable: fields.sizes_available,
      sourceDetails: fields.source_details,
      price: fields.price,
      // A resolved conflict may pair the provider's price with a local row's empty currency.
      currency: priceCurrency(fields.price, fields.currency),
      isFree: fields.is_free,
      isFavorite: fields.is_favorite,
      ravelryRating: fields.ravelry_rating,
      ravelryRatingCount: fields.ravelry_rating_count,
      imageUrl: fields.image_url,
      searchText: [fields.title, fields.designer, ...tags, row?.patternNotes, row?.personalNotes]
        .filter(Boolean)
        .join('\n'),
    };
  }
}
