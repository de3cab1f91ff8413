import type { UserRole } from '@yarn-mgmt/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** One account. E-mail and username are unique regardless of case (expression indexes in the migration). */
@Entity({ name: 'users' })
@Index('users_email_key', { synchronize: false })
@Index('users_username_key', { synchronize: false })
@Check('CHK_users_email_lower', `"email" = lower("email")`)
@Check('CHK_users_role', `"role" IN ('user', 'admin')`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Always stored lower-cased. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  username!: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', default: 'user' })
  role!: UserRole;

  @Column({ name: 'ravelry_username', type: 'text', nullable: true })
  ravelryUsername!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
