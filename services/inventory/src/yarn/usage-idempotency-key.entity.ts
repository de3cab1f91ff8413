import type { RecordUsageInput } from '@yarn-mgmt/contracts';
import { CreatedAtColumn } from '@yarn-mgmt/nest-kit';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { YarnItemRef, type YarnItemEntity } from './yarn-item.entity.js';

const PK = 'PK_usage_idempotency_keys';

/** An `Idempotency-Key` a Record Usage request used, with what it asked (migration 1763900000003). */
@Entity({ name: 'usage_idempotency_keys' })
@Index('usage_idempotency_keys_item', ['yarnItemId'])
export class UsageIdempotencyKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: PK })
  userId!: string;

  @PrimaryColumn({ name: 'yarn_item_id', type: 'uuid', primaryKeyConstraintName: PK })
  yarnItemId!: string;

  @PrimaryColumn({ name: 'key', type: 'text', primaryKeyConstraintName: PK })
  key!: string;

  @YarnItemRef('FK_usage_idempotency_keys_item', 'CASCADE')
  yarnItem?: YarnItemEntity;

  /** The usage the first request with this key asked for. */
  @Column({ name: 'request', type: 'jsonb' })
  request!: RecordUsageInput;

  @CreatedAtColumn()
  createdAt!: Date;
}
