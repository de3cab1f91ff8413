import { Injectable } from '@nestjs/common';
import type { ExternalSource } from '@yarn-mgmt/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { YarnItemEntity } from './yarn-item.entity.js';

/** What a review lists: entries in conflict (a provider version waits) or missing from the provider. */
export type ExternalReviewKind = 'conflict' | 'missing';

const WHERE: Record<ExternalReviewKind, string> = {
  conflict: 'y.external_pending IS NOT NULL',
  missing: 'y.external_missing_at IS NOT NULL',
};
const ORDER: Record<ExternalReviewKind, 'y.externalSyncedAt' | 'y.externalMissingAt'> = {
  conflict: 'y.externalSyncedAt',
  missing: 'y.externalMissingAt',
};

/** A user's stash entries linked to a provider that wait for a decision. Always matched on user_id. */
@Injectable()
export class ExternalLinksRepository {
  private query(
    manager: EntityManager,
    userId: string,
    source: ExternalSource,
    kind: ExternalReviewKind,
  ): SelectQueryBuilder<YarnItemEntity> {
    return manager
      .getRepository(YarnItemEntity)
      .createQueryBuilder('y')
      .innerJoinAndSelect('y.line', 'l')
      .innerJoinAndSelect('l.brand', 'b')
      .where(`y.user_id = :userId AND y.external_source = :source AND ${WHERE[kind]}`, { userId, source });
  }

  /** The first `limit` of a kind (newest first) and how many there are. */
  async list(
    manager: EntityManager,
    userId: string,
    source: ExternalSource,
    kind: ExternalReviewKind,
    limit: number,
  ): Promise<{ items: YarnItemEntity[]; total: number }> {
    const [items, total] = await this.query(manager, userId, source, kind)
      .orderBy(ORDER[kind], 'DESC')
      .addOrderBy('y.id', 'ASC')
      .limit(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** The user's entry linked to the provider's `externalId`, with its line and brand (null when there is none). */
  findLinked(
    manager: EntityManager,
    userId: string,
    source: ExternalSource,
    externalId: string,
    lock = false,
  ): Promise<YarnItemEntity | null> {
    const query = manager
      .getRepository(YarnItemEntity)
      .createQueryBuilder('y')
      .innerJoinAndSelect('y.line', 'l')
      .innerJoinAndSelect('l.brand', 'b')
      .where('y.user_id = :userId AND y.external_source = :source AND y.external_id = :externalId', {
        userId,
        source,
        externalId,
      });
    if (lock) query.setLock('pessimistic_write', undefined, ['y']);
    return query.getOne();
  }

  /** One entry of the user's of that kind, its row locked until the transaction ends (null when there is none). */
  findLocked(
    manager: EntityManager,
    userId: string,
    id: string,
    kind: ExternalReviewKind,
  ): Promise<YarnItemEntity | null> {
    return manager
      .getRepository(YarnItemEntity)
      .createQueryBuilder('y')
      .innerJoinAndSelect('y.line', 'l')
      .innerJoinAndSelect('l.brand', 'b')
      .where(`y.id = :id AND y.user_id = :userId AND y.external_source IS NOT NULL AND ${WHERE[kind]}`, {
        id,
        userId,
      })
      .setLock('pessimistic_write', undefined, ['y'])
      .getOne();
  }
}
