import type { YarnWeight } from '@yarn-mgmt/contracts';
import { numericTransformer } from '@yarn-mgmt/nest-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
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
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_yarn_lines_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @ManyToOne(() => BrandEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id', foreignKeyConstraintName: 'FK_yarn_lines_brand' })
  brand!: BrandEntity;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'weight_category', type: 'text', nullable: true })
  weightCategory!: YarnWeight | null;

  @Column({ name: 'fiber_content', type: 'text', nullable: true })
  fiberContent!: string | null;

  @Column({ name: 'yardage_per_skein', type: 'integer', nullable: true })
  yardagePerSkein!: number | null;

  @Column({
    name: 'weight_grams',
    type: 'numeric',
    precision: 10,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  weightGrams!: number | null;

  @Column({ type: 'boolean', default: false })
  discontinued!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
