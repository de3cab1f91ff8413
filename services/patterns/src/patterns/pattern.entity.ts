import type {
  CraftType,
  ExternalPatternFields,
  PatternSource,
  PatternYarnWeight,
} from '@yarn-mgmt/contracts';
import { IdColumn, NumericColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { ExternalLinkedEntity } from '@yarn-mgmt/nest-kit/external-sync';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { PatternCategoryEntity } from './pattern-category.entity.js';
import { PatternDesignerEntity } from './pattern-designer.entity.js';

/**
 * A pattern of the user's library (spec part 1 section 3). Its tags, techniques, per-size yardage and PDF are
 * rows of their own (pattern-parts.entity.ts). The list indexes lead with user_id and follow each sort. A pattern
 * imported from Ravelry carries its link columns (ExternalLinkedEntity, migration 1766100000000).
 */
@Entity({ name: 'patterns' })
@Index('patterns_user_created', ['userId', 'createdAt', 'id'])
@Index('patterns_user_title', { synchronize: false })
@Index('patterns_user_difficulty', ['userId', 'difficultyLevel', 'id'])
@Index('patterns_user_yardage', ['userId', 'yardageRequired', 'id'])
@Index('patterns_user_designer', ['userId', 'designerId'])
@Index('patterns_user_category', ['userId', 'categoryId'])
@Index('patterns_search_trgm', { synchronize: false })
@Check('CHK_patterns_craft', `"craft_type" IN ('knitting', 'crochet')`)
@Check('CHK_patterns_difficulty', `"difficulty_level" BETWEEN 1 AND 5`)
@Check(
  'CHK_patterns_weight',
  `"yarn_weight" IN ('Lace', 'Fingering', 'Sport', 'DK', 'Worsted', 'Aran', 'Chunky', 'Super Chunky')`,
)
@Check(
  'CHK_patterns_numbers',
  `"yardage_required" >= 0 AND "yardage_max" >= 0 AND "price" >= 0 AND "ravelry_rating_count" >= 0`,
)
@Check('CHK_patterns_source', `"source" IN ('local', 'ravelry')`)
@Check('CHK_patterns_currency', `"currency" ~ '^[A-Z]{3}$'`)
@Check('CHK_patterns_price_currency', `"price" IS NULL OR "currency" IS NOT NULL`)
@Index('patterns_user_external', ['userId', 'externalSource', 'externalId'], {
  unique: true,
  where: '"external_source" IS NOT NULL',
})
@Check(
  'CHK_patterns_external',
  `("external_source" IS NULL) = ("external_id" IS NULL) AND ("external_source" IS NULL) = ("external_snapshot" IS NULL)`,
)
export class PatternEntity extends ExternalLinkedEntity<ExternalPatternFields> {
  @IdColumn('patterns')
  id!: string;

  @TextColumn()
  title!: string;

  @UuidColumn('designer_id', { nullable: true })
  designerId!: string | null;

  @ManyToOne(() => PatternDesignerEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'designer_id', foreignKeyConstraintName: 'FK_patterns_designer' })
  designer?: PatternDesignerEntity | null;

  @UuidColumn('category_id', { nullable: true })
  categoryId!: string | null;

  @ManyToOne(() => PatternCategoryEntity)
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'FK_patterns_category' })
  category?: PatternCategoryEntity | null;

  @Column({ name: 'craft_type', type: 'text', default: 'knitting' })
  craftType!: CraftType;

  @Column({ name: 'difficulty_level', type: 'smallint', nullable: true })
  difficultyLevel!: number | null;

  @TextColumn('yarn_weight', { nullable: true })
  yarnWeight!: PatternYarnWeight | null;

  @Column({ name: 'yardage_required', type: 'integer', nullable: true })
  yardageRequired!: number | null;

  @Column({ name: 'yardage_max', type: 'integer', nullable: true })
  yardageMax!: number | null;

  @Column({ name: 'needle_sizes', type: 'text', array: true, default: () => "'{}'" })
  needleSizes!: string[];

  @NumericColumn('gauge_stitches', 6, { nullable: true })
  gaugeStitches!: number | null;

  @NumericColumn('gauge_rows', 6, { nullable: true })
  gaugeRows!: number | null;

  /** What the gauge is measured over, as written: "4 inches", "10 x 10 cm" (null: the default 4 inches). */
  @TextColumn('gauge_measurement', { nullable: true })
  gaugeMeasurement!: string | null;

  @Column({ name: 'sizes_available', type: 'text', array: true, default: () => "'{}'" })
  sizesAvailable!: string[];

  /** Where the user got it (a shop, a book); free text. */
  @TextColumn('pattern_source', { nullable: true })
  patternSource!: string | null;

  /** Our own library, or the community service (Ravelry) it came from. */
  @Column({ type: 'text', default: 'local' })
  source!: PatternSource;

  @Column({ name: 'source_details', type: 'jsonb', default: () => "'{}'" })
  sourceDetails!: Record<string, string>;

  /** YYYY-MM-DD. */
  @Column({ name: 'purchase_date', type: 'date', nullable: true })
  purchaseDate!: string | null;

  @NumericColumn('price', 10, { nullable: true })
  price!: number | null;

  @TextColumn(undefined, { nullable: true })
  currency!: string | null;

  @Column({ name: 'is_free', type: 'boolean', default: false })
  isFree!: boolean;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite!: boolean;

  @TextColumn('google_drive_file_id', { nullable: true })
  googleDriveFileId!: string | null;

  @NumericColumn('ravelry_rating', 3, { nullable: true })
  ravelryRating!: number | null;

  @Column({ name: 'ravelry_rating_count', type: 'integer', nullable: true })
  ravelryRatingCount!: number | null;

  @TextColumn('pattern_notes', { nullable: true })
  patternNotes!: string | null;

  @TextColumn('personal_notes', { nullable: true })
  personalNotes!: string | null;

  @TextColumn('image_url', { nullable: true })
  imageUrl!: string | null;

  /** The whole record as the community service sent it (Ravelry sync); null for the user's own patterns. */
  @Column({ name: 'full_data', type: 'jsonb', nullable: true })
  fullData!: Record<string, unknown> | null;

  /** What search reads: title, designer, tags and both notes, one per line (written with the pattern). */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText!: string;
}
