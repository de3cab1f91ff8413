import { NumericColumn, TextColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SerialIdColumn } from '../database/columns.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';
import { ProductEntity } from './product.entity.js';

/**
 * One sale episode of a product: opened when it is seen below its original price with no active deal, updated
 * while it stays on sale, inactive once its target's latest successful run missed it or showed it at full price
 * (DECISIONS 21). At most one active deal per product (`deals_one_active`). Its shown fields are copied from the
 * product when last seen.
 */
@Entity({ name: 'deals' })
@Index('deals_one_active', { synchronize: false })
@Index('deals_active_discount', ['isActive', 'discountPercentage'])
@Index('deals_target', ['targetId', 'isActive'])
@Index('deals_brand', { synchronize: false })
@Check('CHK_deals_prices', `"current_price" >= 0 AND "original_price" > "current_price"`)
export class DealEntity {
  @SerialIdColumn('deals')
  id!: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'FK_deals_product' })
  product?: unknown;

  @Column({ name: 'target_id', type: 'integer' })
  targetId!: number;

  @ManyToOne(() => ScraperTargetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_deals_target' })
  target?: unknown;

  @TextColumn('product_name')
  productName!: string;

  @TextColumn(undefined, { nullable: true })
  brand!: string | null;

  @TextColumn('retailer_name')
  retailerName!: string;

  @NumericColumn('current_price', 12)
  currentPrice!: number;

  @NumericColumn('original_price', 12)
  originalPrice!: number;

  /** ISO 4217 code of the prices, as the shop showed them (DECISIONS 26). */
  @TextColumn(undefined, { default: 'USD' })
  currency!: string;

  @Column({ name: 'discount_percentage', type: 'integer' })
  discountPercentage!: number;

  @TextColumn('yarn_weight', { nullable: true })
  yarnWeight!: string | null;

  @TextColumn('fiber_content', { nullable: true })
  fiberContent!: string | null;

  @TextColumn('image_url', { nullable: true })
  imageUrl!: string | null;

  @TextColumn('product_url')
  productUrl!: string;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt!: Date;

  /** Last seen on sale (the contract's `scraped_at`). */
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
