import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsageIdempotencyKeyEntity } from './usage-idempotency-key.entity.js';

export type UsageKey = Pick<UsageIdempotencyKeyEntity, 'userId' | 'yarnItemId' | 'key' | 'request'>;

/** The Idempotency-Keys of Record Usage, claimed inside the usage's transaction. */
@Injectable()
export class UsageKeysRepository {
  /**
   * Claims the key; undefined when this request is the first with it, otherwise the earlier request's amounts.
   * A concurrent claim of the same key waits on the primary key until the first transaction ends.
   */
  async claim(manager: EntityManager, usage: UsageKey): Promise<UsageKey | undefined> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(UsageIdempotencyKeyEntity)
      .values(usage)
      .orIgnore()
      .returning(['key'])
      .execute();
    if ((inserted.raw as unknown[]).length > 0) return undefined;
    const earlier = await manager.getRepository(UsageIdempotencyKeyEntity).findOneByOrFail({
      userId: usage.userId,
      yarnItemId: usage.yarnItemId,
      key: usage.key,
    });
    return earlier;
  }
}
