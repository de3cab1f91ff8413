import type { ExternalLocalEdit, ExternalSource, ExternalYarnFields } from '@yarn-mgmt/contracts';
import { IdColumn, NumericColumn, TextColumn, UserOwnedRow, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { YarnLineEntity } from './yarn-line.entity.js';
import { applyDecorators } from '@nestjs/common';

/** A stash entry (DECISIONS 3). The list indexes lead with user_id and follow each sort, id as the tiebreak. */
@Entity({ name: 'yarn_items' })
@Index('yarn_items_user_created', ['userId', 'createdAt', 'id'])
@Index('yarn_items_user_colorway', ['userId', 'colorway', 'id'])
@Index('yarn_items_user_remaining_yardage', ['userId', 'remainingYardage', 'id'])
@Index('yarn_items_user_skeins_remaining', ['userId', 'skeinsRemaining', 'id'])
@Index('yarn_items_user_line', ['userId', 'lineId'])
@Index('yarn_items_line', ['lineId'])
@Check(
  'CHK_yarn_items_stock',
  `"skeins_total" >= 0 AND "skeins_remaining" >= 0 AND "total_yardage" >= 0 AND "remaining_yardage" >= 0`,
)
@Index('yarn_items_user_external', ['userId', 'externalSource', 'externalId'], {
  unique: true,
  where: '"external_source" IS NOT NULL',
})
@Check(
  'CHK_yarn_items_external',
  `("external_source" IS NULL) = ("external_id" IS NULL) AND ("external_source" IS NULL) = ("external_snapshot" IS NULL)`,
)
@Check('CHK_yarn_items_hex', `"hex_color" ~ '^#[0-9a-fA-F]{6}$'`)
export class YarnItemEntity extends UserOwnedRow {
  @IdColumn('yarn_items')
  id!: string;

  @UuidColumn('yarn_line_id')
  lineId!: string;

  @ManyToOne(() => YarnLineEntity)
  @JoinColumn({ name: 'yarn_line_id', foreignKeyConstraintName: 'FK_yarn_items_line' })
  line!: YarnLineEntity;

  @TextColumn(undefined, { nullable: true })
  colorway!: string | null;

  @TextColumn('color_family', { nullable: true })
  colorFamily!: string | null;

  @TextColumn('dye_lot', { nullable: true })
  dyeLot!: string | null;

  @NumericColumn('purchase_price', 12, { nullable: true })
  purchasePrice!: number | null;

  /** The purchase price's currency, as entered (DECISIONS 26). */
  @TextColumn(undefined, { default: 'USD' })
  currency!: string;

  /** YYYY-MM-DD. */
  @Column({ name: 'purchase_date', type: 'date', nullable: true })
  purchaseDate!: string | null;

  @TextColumn(undefined, { nullable: true })
  vendor!: string | null;

  @TextColumn('storage_location', { nullable: true })
  storageLocation!: string | null;

  @TextColumn(undefined, { nullable: true })
  notes!: string | null;

  @TextColumn(undefined, { nullable: true })
  condition!: string | null;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite!: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @NumericColumn('skeins_total', 10)
  skeinsTotal!: number;

  @NumericColumn('skeins_remaining', 10)
  skeinsRemaining!: number;

  @NumericColumn('total_yardage', 14, { default: 0 })
  totalYardage!: number;

  @NumericColumn('remaining_yardage', 14, { default: 0 })
  remainingYardage!: number;

  @NumericColumn('desired_quantity_grams', 12, { nullable: true })
  desiredQuantityGrams!: number | null;

  @TextColumn('hex_color', { nullable: true })
  hexColor!: string | null;

  /** Imported from a provider (issue 22): its name and the entry's id there, unique per user. */
  @TextColumn('external_source', { nullable: true })
  externalSource!: ExternalSource | null;

  @TextColumn('external_id', { nullable: true })
  externalId!: string | null;

  @Column({ name: 'external_synced_at', type: 'timestamptz', nullable: true })
  externalSyncedAt!: Date | null;

  /** The provider's fields as last imported: a local value unlike it is a local edit. */
  @Column({ name: 'external_snapshot', type: 'jsonb', nullable: true })
  externalSnapshot!: ExternalYarnFields | null;

  /** The provider's version of an entry also edited here (a conflict), until the user chooses what to keep. */
  @Column({ name: 'external_pending', type: 'jsonb', nullable: true })
  externalPending!: ExternalYarnFields | null;

  /** What the provider last took from here (Ravelry write-back); its skeins count is then the skeins left. */
  @Column({ name: 'external_sent', type: 'jsonb', nullable: true })
  externalSent!: ExternalLocalEdit | null;

  /**
   * The provider's photo (its photo key) last copied here: the sync asks for the bytes only when the provider's
   * photo is another one, so a copy the user removed is not copied again.
   */
  @TextColumn('external_photo', { nullable: true })
  externalPhoto!: string | null;

  /** When the provider stopped listing the entry (kept here, marked). */
  @Column({ name: 'external_missing_at', type: 'timestamptz', nullable: true })
  externalMissingAt!: Date | null;
}

/** A row's `yarn_item_id` reference to its stash entry, with the migration's foreign key name. */
export const YarnItemRef = (foreignKey: string, onDelete: 'CASCADE' | 'SET NULL'): PropertyDecorator =>
  applyDecorators(
    ManyToOne(() => YarnItemEntity, { onDelete }),
    JoinColumn({ name: 'yarn_item_id', foreignKeyConstraintName: foreignKey }),
  );
