import type { YarnWeight } from '@yarn-mgmt/contracts';
import { CreatedAtColumn, IdColumn, NumericColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BrandEntity } from './brand.entity.js';

/** A user's own yarn line of one of their brands: what they record about it is theirs alone. */
@Entity({ name: 'yarn_lines' })
@Index('yarn_lines_brand_name_key', { synchronize: false })
@Index('yarn_lines_user', ['userId'])
@Check(
  'CHK_yarn_lines_weight',
  `"weight_category" IN ('Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky')`,
)
@Check('CHK_yarn_lines_numbers', `"yardage_per_skein" >= 0 AND "weight_grams" >= 0`)
export class YarnLineEntity {
  @IdColumn('yarn_lines')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('brand_id')
  brandId!: string;

  @ManyToOne(() => BrandEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id', foreignKeyConstraintName: 'FK_yarn_lines_brand' })
  brand!: BrandEntity;

  @TextColumn()
  name!: string;

  @TextColumn('weight_category', { nullable: true })
  weightCategory!: YarnWeight | null;

  @TextColumn('fiber_content', { nullable: true })
  fiberContent!: string | null;

  @Column({ name: 'yardage_per_skein', type: 'integer', nullable: true })
  yardagePerSkein!: number | null;

  @NumericColumn('weight_grams', 10, { nullable: true })
  weightGrams!: number | null;

  @Column({ type: 'boolean', default: false })
  discontinued!: boolean;

  @CreatedAtColumn()
  createdAt!: Date;
}
