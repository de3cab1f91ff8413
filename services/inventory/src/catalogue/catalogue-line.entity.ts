import type { YarnWeight } from '@yarn-mgmt/contracts';
import { numericTransformer } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A real yarn line of the read-only catalogue (seeded by a migration; never written by the service). */
@Entity({ name: 'catalogue_lines' })
@Index('catalogue_lines_brand_name_key', { synchronize: false })
@Check(
  'CHK_catalogue_lines_weight',
  `"weight_category" IN ('Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky')`,
)
export class CatalogueLineEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_catalogue_lines_id' })
  id!: string;

  @Column({ type: 'text' })
  brand!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'weight_category', type: 'text' })
  weightCategory!: YarnWeight;

  @Column({ name: 'fiber_content', type: 'text' })
  fiberContent!: string;

  @Column({ name: 'yardage_per_skein', type: 'integer' })
  yardagePerSkein!: number;

  @Column({ name: 'weight_grams', type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  weightGrams!: number;

  @Column({ type: 'boolean', default: false })
  discontinued!: boolean;
}
