import { NumericColumn, TextColumn } from '@yarn-mgmt/nest-kit';
import { Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { SerialIdColumn } from '../database/columns.js';
import { ScrapeRunEntity } from '../runs/scrape-run.entity.js';
import { ScraperTargetEntity } from '../targets/target.entity.js';

/** One retailer product (its URL) of one target, as last seen. */
@Entity({ name: 'products' })
@Unique('UQ_products_target_url', ['targetId', 'productUrl'])
@Index('products_brand', { synchronize: false })
export class ProductEntity {
  @SerialIdColumn('products')
  id!: number;

  @Column({ name: 'target_id', type: 'integer' })
  targetId!: number;

  @ManyToOne(() => ScraperTargetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_products_target' })
  target?: unknown;

  @TextColumn('product_url')
  productUrl!: string;

  @TextColumn()
  name!: string;

  @TextColumn(undefined, { nullable: true })
  brand!: string | null;

  @TextColumn('yarn_weight', { nullable: true })
  yarnWeight!: string | null;

  @TextColumn('fiber_content', { nullable: true })
  fiberContent!: string | null;

  @TextColumn('image_url', { nullable: true })
  imageUrl!: string | null;

  @NumericColumn('current_price', 12)
  currentPrice!: number;

  @NumericColumn('original_price', 12, { nullable: true })
  originalPrice!: number | null;

  /** ISO 4217 code of the prices, as the shop showed them (DECISIONS 26). */
  @TextColumn(undefined, { default: 'USD' })
  currency!: string;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  /** The run that last saw it: a deal whose product the latest successful run missed is over (DECISIONS 21). */
  @Column({ name: 'last_seen_run_id', type: 'integer', nullable: true })
  lastSeenRunId!: number | null;

  @ManyToOne(() => ScrapeRunEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'last_seen_run_id', foreignKeyConstraintName: 'FK_products_last_run' })
  lastSeenRun?: unknown;
}

/** Every price seen: one row per product and run (a run applied twice cannot double it). */
@Entity({ name: 'price_observations' })
@Unique('UQ_price_observations_product_run', ['productId', 'runId'])
@Index('price_observations_product_observed', ['productId', 'observedAt'])
export class PriceObservationEntity {
  @SerialIdColumn('price_observations')
  id!: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'FK_price_observations_product' })
  product?: unknown;

  @Column({ name: 'run_id', type: 'integer' })
  runId!: number;

  @ManyToOne(() => ScrapeRunEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id', foreignKeyConstraintName: 'FK_price_observations_run' })
  run?: unknown;

  @NumericColumn('current_price', 12)
  currentPrice!: number;

  @NumericColumn('original_price', 12, { nullable: true })
  originalPrice!: number | null;

  @Column({ name: 'observed_at', type: 'timestamptz' })
  observedAt!: Date;
}
