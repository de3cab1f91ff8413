import type { YarnWeight } from '@yarn-mgmt/contracts';
import { IdColumn, NumericColumn, TextColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index } from 'typeorm';

/** A real yarn line of the read-only catalogue (seeded by a migration; never written by the service). */
@Entity({ name: 'catalogue_lines' })
@Index('catalogue_lines_brand_name_key', { synchronize: false })
@Check(
  'CHK_catalogue_lines_weight',
  `"weight_category" IN ('Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky')`,
)
export class CatalogueLineEntity {
  @IdColumn('catalogue_lines')
  id!: string;

  @TextColumn()
  brand!: string;

  @TextColumn()
  name!: string;

  @TextColumn('weight_category')
  weightCategory!: YarnWeight;

  @TextColumn('fiber_content')
  fiberContent!: string;

  @Column({ name: 'yardage_per_skein', type: 'integer' })
  yardagePerSkein!: number;

  @NumericColumn('weight_grams', 10)
  weightGrams!: number;

  @Column({ type: 'boolean', default: false })
  discontinued!: boolean;
}
