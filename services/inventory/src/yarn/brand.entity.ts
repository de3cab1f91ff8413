import { CreateDateColumn, Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's own brand: unique per user regardless of case (an expression index in the migration). */
@Entity({ name: 'brands' })
@Index('brands_user_name_key', { synchronize: false })
@Check('CHK_brands_name', `length(btrim("name")) > 0`)
export class BrandEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_brands_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
