import { CreatedAtColumn, IdColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Entity, Index } from 'typeorm';

/** A user's own brand: unique per user regardless of case (an expression index in the migration). */
@Entity({ name: 'brands' })
@Index('brands_user_name_key', { synchronize: false })
@Check('CHK_brands_name', `length(btrim("name")) > 0`)
export class BrandEntity {
  @IdColumn('brands')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @TextColumn()
  name!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
