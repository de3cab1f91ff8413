import { IdColumn, TextColumn } from '@yarn-mgmt/nest-kit';
import { Column, Entity, Unique } from 'typeorm';

/** One of the spec's six categories (seeded by the migration, shared by every user, never written). */
@Entity({ name: 'pattern_categories' })
@Unique('UQ_pattern_categories_name', ['name'])
export class PatternCategoryEntity {
  @IdColumn('pattern_categories')
  id!: string;

  @TextColumn()
  name!: string;

  /** The spec's order, which the category list keeps. */
  @Column({ type: 'smallint' })
  position!: number;
}
