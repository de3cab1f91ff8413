import { CreatedAtColumn, IdColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Entity, Index } from 'typeorm';

/** A user's own designer: unique per user regardless of case (an expression index in the migration). */
@Entity({ name: 'pattern_designers' })
@Index('pattern_designers_user_name_key', { synchronize: false })
@Check('CHK_pattern_designers_name', `length(btrim("name")) > 0`)
export class PatternDesignerEntity {
  @IdColumn('pattern_designers')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @TextColumn()
  name!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
